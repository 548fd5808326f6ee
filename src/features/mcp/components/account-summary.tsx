import { useId, useState, type ReactNode, type Ref } from 'react';
import type { Implementation } from '@modelcontextprotocol/sdk/types.js';
import { Button } from '@/components/ui/button';
import { effectiveScopes, MCP_MODULES, type McpScope, type WhoamiData } from '@contract/mcp';
import type { McpConnection } from '../types';
import { ScopeFieldset } from './scope-fieldset';
import { formatDateTime } from '@/lib/format/date';

export interface AccountSummaryProps {
  connection: McpConnection;
  whoami: WhoamiData | undefined;
  serverInfo: Implementation | undefined;
  opening: boolean;
  busy: boolean;
  onDisconnect: () => void;
  onReconnect: (scopes: McpScope[]) => void;
  /** The page focuses the summary once a connection is made. */
  ref?: Ref<HTMLElement>;
}

const MODE: Record<McpConnection['mode'], string> = {
  oauth: 'OAuth 2.1 with PKCE',
  direct: 'Direct member token (not recommended)',
  none: 'None (the server asks for no authorization)',
};

/**
 * Why part of the catalogue is hidden, from whoami: the scope this grant
 * lacks (what a Reconnect can add) and the modules the account lacks (what
 * only the account's manager can add). The server hides an entry for either.
 */
function hiddenBecause(whoami: WhoamiData): { text: string; scope?: McpScope } | undefined {
  const { tools, resources, prompts } = whoami.counts;
  if ([tools, resources, prompts].every((c) => c.available >= c.catalog)) return undefined;
  const write: McpScope = 'platform:write';
  const scope = effectiveScopes(whoami.scopes).includes(write) ? undefined : write;
  const modules = MCP_MODULES.filter((m) => !whoami.modules.includes(m));
  const needs = [
    scope && `the ${scope} scope, which this connection was not granted (Reconnect with it)`,
    modules.length > 0 &&
      `the ${modules.join(' and ')} module, which ${whoami.tenant.name} does not have (your account manager can enable it)`,
  ].filter(Boolean);
  const why = needs.length ? `they need ${needs.join(', or ')}` : 'the server does not offer them';
  return { text: `The others are hidden: ${why}.`, scope };
}

/** Who the connection acts for (platform_whoami), or the server's own name when it has no such tool. */
export function AccountSummary({
  connection,
  whoami,
  serverInfo,
  opening,
  busy,
  onDisconnect,
  onReconnect,
  ref,
}: AccountSummaryProps) {
  const headingId = useId();
  const [scopes, setScopes] = useState<McpScope[]>(connection.scopes);
  const hidden = whoami && hiddenBecause(whoami);
  const missing = hidden?.scope;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-slate-300 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-700"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Account
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {whoami ? (
          <>
            <Row term="Tenant">{`${whoami.tenant.name} (${whoami.tenant.id})`}</Row>
            <Row term="Member">
              {`${whoami.identity.name} (uid ${whoami.identity.uid}, ${whoami.identity.role})`}
            </Row>
            <Row term="Authentication">
              {whoami.identity.authMethod === 'oauth' ? 'OAuth' : 'Direct member token'}
              {whoami.clientId ? ` — client ${whoami.clientId}` : ''}
            </Row>
            <Row term="Modules">{whoami.modules.join(', ') || 'none'}</Row>
            <Row term="Scopes">{whoami.scopes.join(' ')}</Row>
            <Row term="Available">
              {(['tools', 'resources', 'prompts'] as const)
                .map(
                  (noun) =>
                    `${whoami.counts[noun].available} of ${whoami.counts[noun].catalog} ${noun}`,
                )
                .join(', ')}
            </Row>
            <Row term="Token expires">{formatDateTime(whoami.tokenExpiresAt)}</Row>
          </>
        ) : (
          <>
            <Row term="Server">
              {serverInfo
                ? `${serverInfo.title ?? serverInfo.name} ${serverInfo.version}`
                : opening
                  ? 'Connecting…'
                  : 'unknown'}
            </Row>
            <Row term="Authentication">{MODE[connection.mode]}</Row>
            {connection.mode !== 'none' ? (
              <Row term="Scopes">{connection.scopes.join(' ') || 'none'}</Row>
            ) : null}
          </>
        )}
        <Row term="Endpoint">
          <span className="font-mono break-all">{connection.resource}</span>
        </Row>
      </dl>
      {hidden ? <p className="text-sm">{hidden.text}</p> : null}
      <div className="flex flex-wrap gap-2">
        {missing ? (
          <Button disabled={busy} onClick={() => onReconnect([...connection.scopes, missing])}>
            {`Reconnect with ${missing}`}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={onDisconnect}>
          Disconnect
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onReconnect(connection.scopes)}>
          Reconnect
        </Button>
      </div>
      {connection.mode === 'oauth' ? (
        <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <summary className="cursor-pointer text-sm font-medium">Change scopes</summary>
          <div className="mt-3 space-y-3">
            <ScopeFieldset value={scopes} onChange={setScopes} />
            <Button disabled={busy} onClick={() => onReconnect(scopes)}>
              Reconnect with these scopes
            </Button>
          </div>
        </details>
      ) : null}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
