import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { loadConfig } from './lib/config';
import { setReportTimeZone } from './lib/report-time-zone';
import { createApiClient } from './lib/api/client';
import { createQueryClient } from './lib/api/query-client';
import { createAuthServices } from './lib/session/auth-services';
import { BootErrorPage } from './components/boot-error-page';
import { createAppRouter } from './router';
import { hasMemberAccess } from './lib/session/credentials-store';
import '@contract/zod-locale';
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

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
