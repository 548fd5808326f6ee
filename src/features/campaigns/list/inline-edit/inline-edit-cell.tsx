import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { lazyPart } from '@/components/lazy-part';
import type { InlineField, InlineResult } from './save-inline';

type State = { mode: 'view'; result?: InlineResult } | { mode: 'edit' };

// The input and its save are loaded on the first "Edit" (requested as the pointer
// or focus reaches a pencil, so the click seldom waits): the list's first view
// carries only the value and the button.
const { Component: InlineEditor, preload: loadEditor } = lazyPart(
  () => import('./inline-editor'),
  'The editor',
  { leave: { label: 'Cancel', action: (props) => () => props.onDone() } },
);

/** An outline pencil: drawn, not a glyph, so the cell's text is only its value. */
function PencilIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M11 2.5l2.5 2.5L5.5 13H3v-2.5z" strokeLinejoin="round" />
    </svg>
  );
}

const NOUNS: Record<InlineField, string> = { payout: 'Bid', d_revenue: 'Daily budget' };

// How long the words of a save stay on screen before only the mark is left: the
// words float below the cell (a second line would grow the row, and the table jump).
const NOTE_MS = { saved: 4_000, adjusted: 10_000 };

/** ✓ (saved as typed) or ! (saved with a note): stays beside the value; the words are in its title. */
function SavedMark({ note }: { note?: string }) {
  return (
    <span
      aria-hidden="true"
      title={note ?? 'Saved and verified'}
      className={cn(
        'text-xs font-semibold',
        note ? 'text-amber-800 dark:text-amber-300' : 'text-green-800 dark:text-green-300',
      )}
    >
      {note ? '!' : '✓'}
    </span>
  );
}

/**
 * What the save did, announced once (role=status) and shown in a bubble below the
 * cell that takes no room in the row; after a few seconds only screen readers keep it.
 */
function SavedNote({ note }: { note?: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), note ? NOTE_MS.adjusted : NOTE_MS.saved);
    return () => clearTimeout(timer);
  }, [note]);
  return (
    <p
      role="status"
      className={cn(
        shown
          ? 'absolute top-full right-0 z-20 mt-0.5 rounded border bg-white px-1.5 py-0.5 text-xs whitespace-nowrap shadow-sm dark:bg-slate-900'
          : 'sr-only',
        note
          ? 'border-amber-300 text-amber-800 dark:border-amber-700 dark:text-amber-300'
          : 'border-green-300 text-green-800 dark:border-green-700 dark:text-green-300',
      )}
    >
      {note ?? 'Saved and verified'}
    </p>
  );
}

/**
 * A number of the campaign table that can be changed in place: "Edit" turns
 * the cell into an input (inline-editor.tsx); Enter saves, Escape cancels. The
 * cell says "Saving…", then "Saved and verified" (or the note of an adjusted
 * save) without growing its row, or what went wrong.
 */
export function InlineEditCell({
  cid,
  field,
  raw,
  children,
}: {
  cid: number;
  field: InlineField;
  /** The list row's value, as the input starts. */
  raw: number;
  /** The formatted value shown while not editing. */
  children: ReactNode;
}) {
  const [state, setState] = useState<State>({ mode: 'view' });
  const button = useRef<HTMLButtonElement>(null);
  const noun = NOUNS[field];
  const preload = () => void loadEditor();

  if (state.mode === 'view') {
    const result = state.result;
    return (
      <div className="relative flex items-center justify-end gap-1">
        {result?.kind === 'saved' ? <SavedMark note={result.note} /> : null}
        <span>{children}</span>
        <button
          ref={button}
          type="button"
          aria-label={`Edit ${noun.toLowerCase()} of campaign ${cid}`}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setState({ mode: 'edit' })}
          className="rounded px-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700"
        >
          <PencilIcon />
        </button>
        {result?.kind === 'saved' ? <SavedNote note={result.note} /> : null}
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-xs">
          Loading…
        </p>
      }
    >
      <InlineEditor
        cid={cid}
        field={field}
        noun={noun}
        raw={raw}
        onDone={(result) => {
          setState({ mode: 'view', result });
          requestAnimationFrame(() => button.current?.focus());
        }}
      />
    </Suspense>
  );
}
