import { useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard and keeps a short message for an aria-live
 * region: "Copied", or why it could not (no Clipboard API outside a secure
 * context or in some embedded browsers; a refused permission).
 */
export function useCopy(clearAfterMs = 4000) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(text: string) {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), clearAfterMs);
  }

  async function copy(text: string) {
    // Emptied first, so a second "Copied" is a change the screen reader announces.
    setMessage('');
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (typeof clipboard?.writeText !== 'function') {
      show('Copying is not available in this browser. Open the entry and select the text instead.');
      return;
    }
    try {
      await clipboard.writeText(text);
      show('Copied');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      show(`Could not copy (${reason}). Open the entry and select the text instead.`);
    }
  }

  return { message, copy };
}
