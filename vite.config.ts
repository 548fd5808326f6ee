import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The MCP SDK's Client imports its ajv validator statically; the console always
// passes the cfworker one instead. In the production bundle the import itself is
// swapped, so ajv (new Function, forbidden by our CSP; ~31 KB gzip) is not
// shipped at all. Build only: the dev pre-bundler ignores aliases inside deps.
const ajvProviderToCfWorker = {
  find: /^\.\.\/validation\/ajv-provider\.js$/,
  replacement: fileURLToPath(
    new URL('./src/features/mcp/session/ajv-provider-shim.ts', import.meta.url),
  ),
};

// TanStack Store reads its atoms through use-sync-external-store's shim, which carries a
// copy of useSyncExternalStore for React 17 and older; React 19 has its own, and the
// package's non-shim entry uses it (0.2 KB gzip off every page).
const nativeSyncExternalStore = {
  find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
  replacement: 'use-sync-external-store/with-selector.js',
};

// `@/` is src/ and `@contract/` is contract/ (the same paths as the tsconfigs):
// an import says where it lands instead of how many folders it climbs.
export const PATH_ALIASES = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', import.meta.url)) },
];

// Shared components used only by views that load lazily: the campaign editor
// and the bulk-edit dialog (combobox, country picker, entry message), the MCP console (tabs);
// or by some pages only: the labelled select of toolbars and report controls (not on
// /sign-in), the charts' theme, its hook and the day axis' ticks (the report charts,
// loaded with them; the hook in the ui file pulled the theme onto every page); the password input (the sign-in
// page and the Session expired form) and the dialog guard (the dialogs of a save, a status
// change, a bulk edit, the MCP console): decision 062 weighed which widgets to leave out.
const LAZY_VIEW_WIDGETS =
  /\/src\/components\/(country-combobox|ui\/use-dialog-guard|ui\/password-input|ui\/combobox|ui\/entry-message|ui\/tabs|ui\/select-field|charts\/(chart-theme|use-chart-theme|day-ticks))\.tsx?$/;

// Modules of the entry that lazy route chunks import too: left alone, the bundler
// gives each a file of its own (a few hundred bytes, each loaded by every first
// view, each compressed on its own). In the `ui` file instead (decision 059).
const ENTRY_SHARED =
  /\/(contract\/(wire-readers|calendar-day|campaign-list-query)|src\/lib\/search-(schema|values)|src\/features\/reports\/shared\/date-range|src\/features\/auth\/use-credentials)\.ts$|\/node_modules\/@tanstack\/(react-router|router-core|history)\//;

const REPORT_COMPARE =
  /\/src\/features\/reports\/shared\/compare\/(change-cell|change-text|compare-by-select|compare-headers|compare-sort|day-key|row-comparison)\.tsx?$/;

// The router's hooks only a lazily loaded view uses (the editor's unsaved-changes
// guard): with the view's own code rather than in the file every page loads.
const ROUTER_FOR_LAZY_VIEWS = /\/node_modules\/@tanstack\/react-router\/dist\/esm\/useBlocker\.js$/;

/**
 * Code whose zod is the MCP console's own copy (`zod-for-mcp`, decision 060). A new
 * contract module of the console's belongs here too, or it would use the dashboard's zod.
 */
const MCP_ZOD_WORLD =
  /\/node_modules\/(@modelcontextprotocol\/sdk|zod-to-json-schema)\/|\/src\/features\/mcp\/|\/contract\/mcp\.ts(\?|$)/;
/** zod's classic entries: their methods reach every schema kind of zod's core. */
const CLASSIC_ZOD = /^zod(\/v3|\/v4)?$/;

/**
 * In the production build, the MCP console (the SDK and our MCP code) gets its own
 * copy of zod, the same version under another name. zod's core is one module: with
 * classic zod (the SDK's) in the same build, every schema kind it has (e-mail,
 * UUID, IP, JWT, JSON Schema output, …) stayed in that module and travelled with
 * the contract's zod/mini schemas onto every page that parses an answer. Elsewhere,
 * classic zod is refused, so the copy never has to come back.
 */
export const mcpZodCopy: Plugin = {
  name: 'adpanel:mcp-zod-copy',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !/^zod(\/|$)/.test(source)) return null;
    if (MCP_ZOD_WORLD.test(importer)) {
      const copy = source.replace(/^zod/, 'zod-for-mcp');
      const resolved = await this.resolve(copy, importer, { ...options, skipSelf: true });
      // Never quietly fall back to the dashboard's zod (`npm ci` installs the copy).
      if (!resolved) this.error(`${importer}: "${copy}" not found (is zod-for-mcp installed?)`);
      return resolved;
    }
    if (CLASSIC_ZOD.test(source) && !importer.includes('/node_modules/'))
      this.error(
        `${importer} imports classic "${source}": use zod/mini outside the MCP console (docs/decisions/060)`,
      );
    return null;
  },
};

/** The router plugin's options; vitest.config.ts splits the routes the same way. */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  routeFileIgnorePrefix: '-',
  // A route's loader travels in its component's chunk: the queries and wire
  // schemas a loader prefetches are then off the entry chunk, and a navigation
  // still fetches one file per route (docs/decisions/020).
  codeSplittingOptions: {
    defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  },
} satisfies Parameters<typeof tanstackRouter>[0];

// The router plugin must come before react() so generated routes are transformed.
export default defineConfig(({ command }) => ({
  plugins: [mcpZodCopy, tanstackRouter(ROUTER_OPTIONS), react(), tailwindcss()],
  resolve: {
    alias:
      command === 'build'
        ? [...PATH_ALIASES, ajvProviderToCfWorker, nativeSyncExternalStore]
        : PATH_ALIASES,
  },
  build: {
    // Maps would publish the source next to the app: only when asked
    // (`SOURCEMAP=true npm run build`, e.g. to debug a production build locally).
    sourcemap: process.env.SOURCEMAP === 'true',
    // Every browser the dashboard supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The shared UI kit is used by every page: one file instead of a dozen
        // tiny ones (each with its own request and gzip overhead). Shared widgets
        // only some lazily loaded views use stay out of it, or every first view
        // would carry them (docs/decisions/027).
        codeSplitting: {
          groups: [
            {
              name: 'ui',
              test: (id: string) =>
                ((/\/src\/components\//.test(id) && !LAZY_VIEW_WIDGETS.test(id)) ||
                  ENTRY_SHARED.test(id)) &&
                !ROUTER_FOR_LAZY_VIEWS.test(id),
            },
            // What the reports' comparisons share (matching rows, the Change cell, its
            // headers and sort): the Search report loads it on its first view, the XML
            // report once a comparison is asked for. One file, not one per set of
            // importers; its own imports stay where they are (in the files every page loads).
            { name: 'report-compare', test: REPORT_COMPARE, includeDependenciesRecursively: false },
            { name: 'query', test: /node_modules\/@tanstack\/(query-core|react-query)\// },
            // The number formatters the campaign table and most views share: one small
            // file rather than three (docs/decisions/030). Dates load only with the views using them.
            { name: 'format', test: /\/src\/lib\/format\/(locale|number|money|currency)\.ts$/ },
          ],
        },
      },
    },
  },
  // `npm run dev:web`: the API calls of public/config.json go to the reference API.
  server: {
    port: 5173,
    proxy: { '/api/v1': 'http://127.0.0.1:8787', '/pub': 'http://127.0.0.1:8787' },
  },
}));
