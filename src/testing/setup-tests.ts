import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the change log (idb-keyval) runs on an in-memory one.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import '../../contract/zod-locale';

// findBy*/waitFor wait for what a user would wait for. The 1 s default is a
// timing assumption that a loaded 2-core CI machine breaks (a list rendered
// after 1.2 s is not a bug); a missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo, which
// jsdom only logs as "not implemented". A no-op keeps test output readable.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
