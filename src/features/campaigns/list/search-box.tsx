import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';

export const SEARCH_DEBOUNCE_MS = 300;

interface Draft {
  text: string;
  /** The URL value this draft last saw. */
  seen: string;
  /** Typed but not yet written to the URL. */
  pending: boolean;
}

/**
 * The search field. Typing writes `query` after a pause (or on Enter); a new
 * URL value from elsewhere (back/forward, "Clear filters") replaces the text
 * unless the user is in the middle of typing.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ text: value, seen: value, pending: false });
  if (draft.seen !== value) {
    setDraft(
      draft.pending ? { ...draft, seen: value } : { text: value, seen: value, pending: false },
    );
  }

  const commit = (text: string) => {
    setDraft((current) => ({ ...current, pending: false }));
    if (text.trim() !== value) onSearch(text.trim());
  };

  // Reads the latest text and props when the pause ends; the timer restarts on each keystroke.
  const onPause = useEffectEvent(() => commit(draft.text));
  useEffect(() => {
    if (!draft.pending) return;
    const timer = setTimeout(onPause, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft.text, draft.pending]);

  return (
    <form
      role="search"
      className="w-full sm:w-72"
      onSubmit={(event) => {
        event.preventDefault();
        commit(draft.text);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Search campaigns
      </label>
      <Input
        id={id}
        type="search"
        className="mt-1.5"
        placeholder="Name, or a campaign id"
        autoComplete="off"
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value, pending: true })}
      />
    </form>
  );
}
