import { useId } from 'react';
import { MCP_SCOPES, MCP_SCOPE_DESCRIPTIONS, type McpScope } from '@contract/mcp';

/** platform:read is always requested: the console cannot do anything without it. */
export const ALWAYS_REQUESTED: McpScope = 'platform:read';

export function withRequiredScope(scopes: readonly McpScope[]): McpScope[] {
  return MCP_SCOPES.filter((scope) => scope === ALWAYS_REQUESTED || scopes.includes(scope));
}

/** The scopes to ask for, each with what it allows (contract/mcp.ts descriptions). */
export function ScopeFieldset({
  value,
  onChange,
  legend = 'Scopes',
}: {
  value: readonly McpScope[];
  onChange: (scopes: McpScope[]) => void;
  legend?: string;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{legend}</legend>
      {MCP_SCOPES.map((scope) => {
        const inputId = `${id}-${scope}`;
        const always = scope === ALWAYS_REQUESTED;
        return (
          <div key={scope} className="flex items-start gap-2">
            <input
              id={inputId}
              type="checkbox"
              className="mt-0.5 size-4 accent-blue-700 dark:accent-blue-400"
              checked={always || value.includes(scope)}
              disabled={always}
              aria-describedby={`${inputId}-description`}
              onChange={(event) =>
                onChange(
                  withRequiredScope(
                    event.target.checked
                      ? [...value, scope]
                      : value.filter((existing) => existing !== scope),
                  ),
                )
              }
            />
            <div>
              <label htmlFor={inputId} className="font-mono text-sm font-medium">
                {scope}
              </label>
              <p
                id={`${inputId}-description`}
                className="text-sm text-slate-700 dark:text-slate-300"
              >
                {MCP_SCOPE_DESCRIPTIONS[scope]}
                {always ? ' (always requested)' : ''}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
