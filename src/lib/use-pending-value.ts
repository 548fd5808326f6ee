import { useState } from 'react';

/**
 * A control whose value lives in the URL learns of a change only after the
 * router commits the navigation, which is not in the same task as the click.
 * Until then a controlled checkbox would spring back, and a second quick click
 * would build on the old value and drop the first one. This keeps the user's
 * latest choice on screen and as the base of the next change, and follows the
 * URL whenever the URL itself changes (Back, a link, "Clear filters").
 */
export function usePendingValue<T>(value: T, same: (a: T, b: T) => boolean) {
  const [state, setState] = useState({ source: value, shown: value });
  if (!same(state.source, value)) {
    // Adjusting state while rendering: React re-renders at once, no effect lag.
    const next = { source: value, shown: value };
    setState(next);
    return [value, (shown: T) => setState({ source: value, shown })] as const;
  }
  return [state.shown, (shown: T) => setState({ source: state.source, shown })] as const;
}
