import { useId, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { McpScope } from '@contract/mcp';
import type { useConnectActions } from '../use-connect-actions';
import { ScopeFieldset } from './scope-fieldset';
import { UnavailableButton } from './unavailable-button';

export interface ConnectChoices {
  scopes: McpScope[];
  remember: boolean;
}

/** Not connected yet: what to ask for, and the two ways to connect. */
export function ConnectPanel({
  connectRef,
  choices,
  onChoicesChange,
  actions,
  memberToken,
}: {
  /** The "Connect" button, which gets focus after Disconnect. */
  connectRef?: Ref<HTMLButtonElement>;
  choices: ConnectChoices;
  onChoicesChange: (choices: ConnectChoices) => void;
  actions: ReturnType<typeof useConnectActions>;
  memberToken: string | undefined;
}) {
  const rememberHintId = useId();
  const directReasonId = useId();
  const connecting = actions.busy === 'connect';
  return (
    <section
      aria-label="Connect"
      className="space-y-4 rounded-md border border-slate-300 p-4 dark:border-slate-700"
    >
      <ScopeFieldset
        value={choices.scopes}
        onChange={(scopes) => onChoicesChange({ ...choices, scopes })}
      />
      <div>
        <Checkbox
          label="Keep the connection on this tab"
          checked={choices.remember}
          aria-describedby={rememberHintId}
          onChange={(event) => onChoicesChange({ ...choices, remember: event.target.checked })}
        />
        <p id={rememberHintId} className="mt-1 pl-6 text-sm text-slate-700 dark:text-slate-300">
          Off: the tokens live in this page’s memory only. On: also in this tab’s session storage,
          so a reload keeps the connection. Never in local storage.
        </p>
      </div>
      <UnavailableButton
        ref={connectRef}
        unavailable={connecting}
        onClick={() => actions.connect(choices.scopes, choices.remember)}
      >
        {connecting ? 'Connecting…' : 'Connect'}
      </UnavailableButton>

      <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer text-sm font-medium">
          Direct token (not recommended)
        </summary>
        <div className="mt-2 space-y-2 text-sm">
          <p>
            Sends your member access token itself to the MCP origin as the bearer token. This works
            only on private deployments that set <code>ALLOW_DIRECT_JWT</code>; it grants read and
            write and cannot be narrowed or revoked on its own. OAuth (Connect above) is the
            recommended flow.
          </p>
          <Button
            variant="secondary"
            disabled={!memberToken}
            aria-describedby={memberToken ? undefined : directReasonId}
            onClick={() => {
              if (memberToken) actions.connectWithToken(memberToken, choices.remember);
            }}
          >
            Connect with my member token
          </Button>
          {memberToken ? null : (
            <p id={directReasonId} className="text-slate-700 dark:text-slate-300">
              You are not signed in with a member access token, so there is none to send.
            </p>
          )}
        </div>
      </details>
    </section>
  );
}
