import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import type { McpScope } from '@contract/mcp';
import { useAppContext } from '@/router-context';
import { useConsoleSession } from '../api/use-console-session';
import {
  ConsoleContext,
  useConnection,
  useConsoleServices,
  useHistoryEntries,
  useProblem,
} from '../console-context';
import { defaultConsoleServices, type ConsoleServices } from '../console-services';
import { HistoryList } from '../history/history-list';
import { mcpStepLog } from '../step-log-store';
import { withRequiredScope } from '../types';
import { startConnectLazily, useConnectActions } from '../use-connect-actions';
import { AccountSummary } from './account-summary';
import { ConnectPanel, type ConnectChoices } from './connect-panel';
import { FlowFailure } from './flow-failure';
import { ListFailure } from './list-failure';
import { OriginStatusPanel } from './origin-status-panel';
import { ProblemAlert } from './problem-alert';
import { PromptsPanel } from './prompts-panel';
import { ResourcesPanel } from './resources-panel';
import { StepLog } from './step-log';
import { ToolsPanel } from './tools-panel';

/** A list the server did not give is said to be missing: its panel would call it empty. */
const listed = (what: string, error: unknown, panel: ReactNode) =>
  error ? <ListFailure what={what} error={error} /> : panel;

/** The /mcp page: a browser MCP client for the account's MCP origin (config.json mcpOrigin). */
export function McpConsole({ services }: { services?: ConsoleServices }) {
  const { auth, queryClient } = useAppContext();
  // Bound to the dashboard's credentials: a sign-out or another member forgets the connection.
  const [resolved] = useState(
    () => services ?? defaultConsoleServices(queryClient, auth.credentials),
  );
  return (
    <ConsoleContext value={resolved}>
      <ConsoleBody />
    </ConsoleContext>
  );
}

function ConsoleBody() {
  const { config, auth } = useAppContext();
  const origin = config.mcpOrigin;
  const services = useConsoleServices();
  const connection = useConnection();
  const state = useConsoleSession(connection);
  const { problem, count } = useProblem();
  const entries = useHistoryEntries();
  const actions = useConnectActions(origin, {
    connections: services.connections,
    stepLog: mcpStepLog,
    startConnect: startConnectLazily,
    revoke: services.revoke,
    leave: (url) => window.location.assign(url),
  });
  const memberToken = useSyncExternalStore(
    auth.credentials.subscribe,
    () => auth.credentials.getSnapshot().memberToken,
  );
  const log = useSyncExternalStore(mcpStepLog.subscribe, mcpStepLog.getSnapshot);
  const [choices, setChoices] = useState<ConnectChoices>(() => ({
    scopes: withRequiredScope(connection?.scopes ?? []),
    remember: services.connections.isRemembering?.() ?? false,
  }));
  const summaryRef = useRef<HTMLElement>(null);
  const connectRef = useRef<HTMLButtonElement>(null);
  // Set by Disconnect: once the Connect panel is back, focus goes to its "Connect" button.
  const focusConnect = useRef(false);
  const { session } = state;

  useEffect(() => {
    if (!connection && focusConnect.current && connectRef.current) {
      focusConnect.current = false;
      connectRef.current.focus();
    }
  }, [connection]);

  useEffect(() => {
    // Back from Connect (or the callback): the summary is what changed.
    if (log.justConnected && connection && summaryRef.current) {
      summaryRef.current.focus();
      mcpStepLog.consumeJustConnected();
    }
  }, [log.justConnected, connection]);

  function reconnect(scopes: McpScope[]) {
    if (!connection) return;
    const wanted = withRequiredScope(scopes);
    setChoices((c) => ({ ...c, scopes: wanted }));
    actions.reconnect(connection, wanted, choices.remember, memberToken);
  }

  return (
    <>
      <PageHeader
        title="MCP console"
        description="Check what an assistant connected to your account can see and do, and call its tools under the write rules."
      />
      <div className="space-y-6">
        <OriginStatusPanel origin={origin} />
        {actions.error ? <FlowFailure error={actions.error} /> : null}
        {connection ? (
          <AccountSummary
            ref={summaryRef}
            connection={connection}
            whoami={state.whoami}
            serverInfo={session?.serverInfo}
            opening={state.phase === 'opening'}
            busy={actions.busy !== undefined}
            onDisconnect={() => {
              focusConnect.current = true;
              actions.disconnect(connection);
            }}
            onReconnect={reconnect}
          />
        ) : (
          <ConnectPanel
            connectRef={connectRef}
            choices={choices}
            onChoicesChange={setChoices}
            actions={actions}
            memberToken={memberToken}
          />
        )}
        <StepLog />
        {problem ? (
          <ProblemAlert
            key={count}
            problem={problem}
            origin={origin}
            onReconnect={(extra) =>
              reconnect(extra ? [...(connection?.scopes ?? []), extra] : (connection?.scopes ?? []))
            }
            onForget={() => {
              // A copy of another tab's grant: forgotten here only, never revoked (that would
              // end the other tab's connection), then a connection of this tab's own.
              services.problems.dismiss();
              services.connections.set(null);
              actions.connect(withRequiredScope(connection?.scopes ?? []), choices.remember);
            }}
            onRetry={services.retry}
            onDismiss={services.problems.dismiss}
          />
        ) : state.phase === 'failed' ? (
          <div className="space-y-2">
            <FlowFailure error={state.openError} title="The MCP session could not be opened" />
            <Button variant="secondary" onClick={services.retry}>
              Try again
            </Button>
          </div>
        ) : null}
        {state.phase === 'opening' ? <Alert tone="info">Opening the MCP session…</Alert> : null}
        {session ? (
          <section aria-label="Catalogue">
            <Tabs
              label="Catalogue"
              tabs={[
                {
                  id: 'tools',
                  label: 'Tools',
                  panel: listed(
                    'tools',
                    state.listErrors[0],
                    <ToolsPanel session={session} tools={state.tools} />,
                  ),
                },
                {
                  id: 'resources',
                  label: 'Resources',
                  panel: listed(
                    'resources',
                    state.listErrors[1],
                    <ResourcesPanel session={session} resources={state.resources} />,
                  ),
                },
                {
                  id: 'prompts',
                  label: 'Prompts',
                  panel: listed(
                    'prompts',
                    state.listErrors[2],
                    <PromptsPanel session={session} prompts={state.prompts} />,
                  ),
                },
              ]}
            />
            {state.listsLoading ? <p className="mt-2 text-sm">Refreshing the lists…</p> : null}
          </section>
        ) : null}
        <HistoryList entries={entries} onClear={services.history.clear} />
      </div>
    </>
  );
}
