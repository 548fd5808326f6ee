import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the change log (idb-keyval) runs on an in-memory one.
import 'fake-indexeddb/auto';
import '../../contract/zod-locale';

// jsdom has no layout: the router's scroll restoration calls scrollTo, which
// jsdom only logs as "not implemented". A no-op keeps test output readable.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
