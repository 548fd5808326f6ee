// Runs before every test file. Most files (server, contract, models) run in
// node and need only the first two lines; the DOM helpers below are imported
// only where a `// @vitest-environment jsdom` docblock gave the file a window
// (in node they cost every file ~0.5 s of imports for nothing: decision 046).
// jsdom has no IndexedDB: the change log (idb-keyval) runs on an in-memory one.
import 'fake-indexeddb/auto';
import '@contract/zod-locale';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');

  // findBy*/waitFor wait for what a user would wait for. The 1 s default is a
  // timing assumption that a loaded 2-core CI machine breaks (a list rendered
  // after 1.2 s is not a bug); a missing element still fails, after 5 s.
  configure({ asyncUtilTimeout: 5_000 });

  // jsdom has no layout: the router's scroll restoration calls scrollTo, which
  // jsdom only logs as "not implemented". A no-op keeps test output readable.
  window.scrollTo = () => {};

  // jsdom's `labels` walks the document for every label: a query by label text
  // over the editor took ~0.3 s (fast-labels.ts gives the same answer).
  const { installFastLabels } = await import('./fast-labels');
  installFastLabels();
}
