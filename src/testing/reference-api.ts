// The one place where dashboard tests reach into server/: component and client
// tests run the real reference API in-process instead of mocking fetch.
export { createTestApp, TEST_TODAY, type TestApp } from '../../server/testing/test-app';
