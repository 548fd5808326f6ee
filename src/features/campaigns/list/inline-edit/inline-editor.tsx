import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { useAppContext } from '@/router-context';
import type { InlineField, InlineResult } from './save-inline';
import { CODE_LOAD_MESSAGE } from '@/lib/code-load-error';

type State = { mode: 'edit'; text: string; error?: string } | { mode: 'saving'; text: string };

export interface InlineEditorProps {
  cid: number;
  field: InlineField;
  /** "Bid" or "Daily budget". */
  noun: string;
  /** The list row's value, as the input starts. */
  raw: number;
  /** The save went through (its result), or Escape: undefined. */
  onDone: (result?: InlineResult) => void;
}

/**
 * The campaign table's cell while it is edited, loaded on the first "Edit"
 * (inline-edit-cell.tsx): an input that Enter saves (save-inline.ts, loaded on
 * first use) and Escape cancels; "Saving…", or what went wrong beneath it.
 */
export default function InlineEditor({ cid, field, noun, raw, onDone }: InlineEditorProps) {
  const deps = useAppContext();
  const [state, setState] = useState<State>({ mode: 'edit', text: String(raw) });
  const id = useId();

  async function save(text: string) {
    setState({ mode: 'saving', text });
    let saveInline: typeof import('./save-inline').saveInline;
    try {
      ({ saveInline } = await import('./save-inline'));
    } catch {
      // Nothing was read or written: the value stays, and Enter tries again.
      setState({ mode: 'edit', text, error: `Not saved. ${CODE_LOAD_MESSAGE}` });
      return;
    }
    const result = await saveInline(deps, cid, field, text);
    if (result.kind === 'error') setState({ mode: 'edit', text, error: result.message });
    else onDone(result);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (state.mode !== 'edit') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(state.text);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  }

  const saving = state.mode === 'saving';
  const error = state.mode === 'edit' ? state.error : undefined;
  return (
    <div className="space-y-1 text-left">
      <input
        // Focus moves into the input the moment it appears, as a spreadsheet cell does.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-label={`${noun} of campaign ${cid}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        inputMode="decimal"
        readOnly={saving}
        value={state.text}
        onChange={(event) => setState({ mode: 'edit', text: event.target.value })}
        onKeyDown={onKeyDown}
        className={cn(
          'w-full rounded border border-slate-400 bg-white px-1.5 py-1 text-right text-sm dark:border-slate-500 dark:bg-slate-900',
          error && 'border-red-600 dark:border-red-400',
        )}
      />
      <p
        id={`${id}-help`}
        role={error ? 'alert' : 'status'}
        className={cn(
          'text-xs',
          error ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
        )}
      >
        {saving ? 'Saving…' : (error ?? 'Enter saves, Escape cancels')}
      </p>
    </div>
  );
}
