import { ConfigError } from '../lib/config';

/**
 * Shown instead of the app when it cannot start — almost always a missing or
 * invalid config.json, which only whoever deploys the files can fix.
 */
export function BootErrorPage({ error }: { error: unknown }) {
  const isConfig = error instanceof ConfigError;
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto max-w-2xl p-6 sm:p-10">
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
      >
        <h1 className="text-xl font-semibold">
          {isConfig ? `Configuration error: ${detail}` : `The dashboard could not start: ${detail}`}
        </h1>
        <p className="mt-3 text-sm">
          {isConfig
            ? 'The dashboard reads its settings from config.json beside index.html. Fix that file ' +
              '(it needs baseUrl, apiUrl and mcpOrigin; authMode and demo are optional) and reload this page.'
            : 'Reload the page. If this keeps happening, check config.json beside index.html and the browser console.'}
        </p>
      </div>
    </main>
  );
}
