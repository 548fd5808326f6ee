import { createHistoryStore } from './schema-form/history-store';
import { mcpConnectionStore } from './oauth/connection-store';
import { createIntentKeys } from './session/idempotency';
import { openMcpSession } from './session/mcp-session';
import type { ConsoleServices } from './console-context';
import { createConsoleController } from './console-controller';

let services: ConsoleServices | undefined;

/**
 * The console's one set of services for this page load: module singletons,
 * like the connection itself, so leaving /mcp and coming back (or the
 * callback's navigation) keeps the session, the history and pending intents.
 */
export function defaultConsoleServices(): ConsoleServices {
  if (services) return services;
  // A connection the user opted to keep on this tab comes back after a reload.
  mcpConnectionStore.restore();
  const history = createHistoryStore();
  services = {
    history,
    intentKeys: createIntentKeys(),
    controller: createConsoleController({
      connections: mcpConnectionStore,
      history,
      open: (connection, onConnectionChange) => openMcpSession({ connection, onConnectionChange }),
    }),
  };
  return services;
}
