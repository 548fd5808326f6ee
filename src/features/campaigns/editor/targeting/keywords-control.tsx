import { useId } from 'react';
import { flagLike, isOn } from '../../../../../contract/common';
import { Checkbox } from '../../../../components/ui/checkbox';
import { inputClasses } from '../../../../components/ui/input';

export interface KeywordsChange {
  enabled: unknown;
  whitelist: string;
  blocklist: string;
}

export interface KeywordsControlProps extends KeywordsChange {
  onChange(next: KeywordsChange): void;
  disabled?: boolean;
}

/**
 * keywords_enabled with its allow and block lists. The lists are strings on
 * the wire and are passed through exactly as typed: the backend's separator
 * rules are not shown, so the UI never re-joins or trims them.
 */
export function KeywordsControl({
  enabled,
  whitelist,
  blocklist,
  onChange,
  disabled = false,
}: KeywordsControlProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const lists = [
    { key: 'whitelist', label: 'Allow list', value: whitelist },
    { key: 'blocklist', label: 'Block list', value: blocklist },
  ] as const;

  return (
    <fieldset
      disabled={disabled}
      className="min-w-0 space-y-3 rounded-md border border-slate-300 p-4 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
        Keywords
      </legend>
      <Checkbox
        label="Enable keywords"
        checked={isOn(enabled)}
        disabled={disabled}
        onChange={(event) =>
          onChange({ enabled: flagLike(enabled, event.target.checked), whitelist, blocklist })
        }
      />
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        One keyword per line.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {lists.map((list) => (
          <div key={list.key} className="space-y-1.5">
            <label
              htmlFor={`${id}-${list.key}`}
              className="block text-sm font-medium text-slate-900 dark:text-slate-100"
            >
              {list.label}
            </label>
            <textarea
              id={`${id}-${list.key}`}
              rows={5}
              value={list.value}
              disabled={disabled}
              spellCheck={false}
              aria-describedby={hintId}
              className={inputClasses}
              onChange={(event) =>
                onChange({ enabled, whitelist, blocklist, [list.key]: event.target.value })
              }
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
