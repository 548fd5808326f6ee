import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { MCP_SCOPES, MCP_SCOPE_DESCRIPTIONS, type McpScope } from '@contract/mcp';
import { ALWAYS_REQUESTED, withRequiredScope } from '../types';

/** The scopes to ask for, each with what it allows (contract/mcp.ts descriptions). */
export function ScopeFieldset({
  value,
  onChange,
}: {
  value: readonly McpScope[];
  onChange: (scopes: McpScope[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Scopes</legend>
      {MCP_SCOPES.map((scope) => {
        const always = scope === ALWAYS_REQUESTED;
        return (
          <div key={scope}>
            <Checkbox
              label={<span className="font-mono font-medium">{scope}</span>}
              checked={always || value.includes(scope)}
              disabled={always}
              aria-describedby={`${id}-${scope}`}
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
            <p id={`${id}-${scope}`} className="pl-6 text-sm text-slate-700 dark:text-slate-300">
              {MCP_SCOPE_DESCRIPTIONS[scope]}
              {always ? ' (always requested)' : ''}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
