import { useCallback, useId, useRef } from 'react';
import type { Selector } from '@contract/campaigns';
import { flagLike, isOn } from '@contract/common';
import { CountryCombobox } from '@/components/country-combobox';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy } from '@/components/ui/entry-message';
import { countryLabel, countryName } from '@/lib/country-names';
import { FreeEntry } from './free-entry';
import { KnownValueEntry } from './known-value-entry';
import { isKnownValue } from './known-values';
import { UnknownValuesWarning } from './unknown-values-warning';
import { valueText } from './selector-values';
import { countOf, selectorWords } from '@/features/campaigns/model/selector-words';
import { ValueChips, type ChipLabel } from '@/features/campaigns/components/value-chips';

export interface SelectorChange {
  flag: unknown;
  values: unknown[];
}

export interface SelectorControlProps {
  selector: Selector;
  /** The flag as read: 1/0, true/false or "1"/"0"; written back in the same type. */
  flag: unknown;
  values: unknown[] | null | undefined;
  onChange(next: SelectorChange): void;
  error?: string;
  disabled?: boolean;
  /**
   * The selector's known values (OS, browser, device type): offered while
   * typing, and a chosen value outside them is flagged, never refused.
   */
  known?: readonly string[];
}

function chipLabel(selector: Selector, value: unknown, known?: readonly string[]): ChipLabel {
  if (known && !isKnownValue(known, value)) return { text: valueText(value), remark: 'not known' };
  if (selector.array !== 'geo' || typeof value !== 'string') return { text: valueText(value) };
  // A code the runtime cannot name is still the campaign's value: show it as is.
  return countryName(value)
    ? { text: countryLabel(value) }
    : { text: value, remark: 'unknown code' };
}

/**
 * One targeting selector (flag + array) as a controlled fieldset. "All" on
 * targets every value; the array is left as it is (the server empties it on
 * save), so switching back restores the user's list. Off means custom values.
 */
export function SelectorControl({
  selector,
  flag,
  values,
  onChange,
  error,
  disabled = false,
  known,
}: SelectorControlProps) {
  const list = Array.isArray(values) ? values : [];
  const all = isOn(flag);
  const words = selectorWords(selector);
  const id = useId();
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const entryRef = useRef<HTMLInputElement>(null);
  const focusEntry = useCallback(() => entryRef.current?.focus(), []);
  const needsValue = !all && list.length === 0 && !error;

  const entryProps = {
    values: list,
    onAdd: (value: string | number) => onChange({ flag, values: [...list, value] }),
    describedById: describedBy(needsValue && hintId, error && errorId),
    invalid: Boolean(error),
    inputRef: entryRef,
    disabled,
  };

  return (
    <fieldset
      disabled={disabled}
      className="min-w-0 space-y-3 rounded-md border border-slate-300 p-4 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {selector.label}
      </legend>
      <Checkbox
        label={words.allName}
        checked={all}
        disabled={disabled}
        aria-describedby={describedBy(all && noteId, all && error && errorId)}
        onChange={(event) => onChange({ flag: flagLike(flag, event.target.checked), values: list })}
      />
      {all ? (
        <p id={noteId} className="text-sm text-slate-700 dark:text-slate-300">
          All {words.plural} are targeted.
          {list.length > 0
            ? ` The ${countOf(words, list.length)} listed below ${list.length === 1 ? 'is' : 'are'} not used, and the server clears the list when you save.`
            : null}
        </p>
      ) : null}
      <ValueChips
        values={list}
        listLabel={all ? `Kept ${words.plural} (not used)` : `Chosen ${words.plural}`}
        labelFor={(value) => chipLabel(selector, value, known)}
        // Read-only while "All" is on; a disabled fieldset disables the buttons itself.
        onRemove={
          all
            ? undefined
            : (index) => onChange({ flag, values: list.filter((_, i) => i !== index) })
        }
        onEmptied={focusEntry}
      />
      {known ? (
        <UnknownValuesWarning
          words={words}
          unknown={list.filter((value) => !isKnownValue(known, value))}
        />
      ) : null}
      {all ? null : selector.array === 'geo' ? (
        <CountryCombobox {...entryProps} />
      ) : known ? (
        <KnownValueEntry selector={selector} known={known} {...entryProps} />
      ) : (
        <FreeEntry selector={selector} {...entryProps} />
      )}
      {needsValue ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          Add at least one {words.singular}, or target all {words.plural}.
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
