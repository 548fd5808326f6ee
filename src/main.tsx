import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { loadConfig } from './lib/config';
import { setDisplayCurrency } from './lib/format/currency';
import { setReportTimeZone } from './lib/report-time-zone';
import { createApiClient } from './lib/api/client';
import { createQueryClient } from './lib/api/query-client';
import { createAuthServices } from './lib/session/auth-services';
import { BootErrorPage } from './components/boot-error-page';
import { createAppRouter } from './router';
import { hasMemberAccess } from './lib/session/credentials-store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start() {
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    root.render(<BootErrorPage error={error} />);
    return;
  }
  setReportTimeZone(config.reportTimeZone);
  setDisplayCurrency(config.currency);

  const auth = createAuthServices();
  const api = createApiClient({ config, getCredentials: () => auth.credentials.getSnapshot() });
  const queryClient = createQueryClient({
    onUnauthorized: (area) => {
      // A 401 racing a sign-out (no credential any more) needs no dialog.
      const current = auth.credentials.getSnapshot();
      if (area === 'member' ? hasMemberAccess(current) : current.publisherKey)
        auth.sessionExpiry.report(area);
    },
  });
  const router = createAppRouter({ queryClient, api, config, auth });
  // The first render waits for the URL's routes to be ready (their code, guards and
  // any loader that waits, e.g. the campaign list's rows, capped at 300 ms): the page
  // is then drawn once, complete, rather than the shell first and the page into it in
  // a second long task (decision 058).
  // A failure here is the router's to show (its error component), once rendered.
  await router.load().catch(() => {});

  // Drawn as a transition: React renders the page in slices that yield to the
  // browser, so the first view is no single long task (Lighthouse's Total
  // Blocking Time counted the one that drew the campaign list, decision 058).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
