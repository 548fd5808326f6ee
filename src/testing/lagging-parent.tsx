import { useState, type ReactNode } from 'react';

/**
 * Test support: a parent that keeps a control's value the way the router keeps
 * the URL, committed later. Changes queue up (shown in "queued") until the
 * "commit" button applies them, so a test sees what the control shows meanwhile.
 */
export function Lagging<T>({
  initial,
  render: renderControl,
}: {
  initial: T;
  render: (value: T, onChange: (next: T) => void) => ReactNode;
}) {
  const [committed, setCommitted] = useState(initial);
  const [queued, setQueued] = useState<T[]>([]);
  return (
    <>
      {renderControl(committed, (next) => setQueued((q) => [...q, next]))}
      <output aria-label="queued">{JSON.stringify(queued)}</output>
      <button type="button" onClick={() => queued.forEach((v) => setCommitted(v))}>
        commit
      </button>
    </>
  );
}
