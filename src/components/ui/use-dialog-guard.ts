import { useCallback, useEffect, useRef } from 'react';

/**
 * Extra behaviour for the native <dialog> of `Dialog`, from a ref on any
 * element inside it (the Dialog itself stays a plain primitive):
 * - focuses the dialog itself once it is shown, so its name and description
 *   are announced before the user reaches a button;
 * - while `busy`, Escape does nothing (the cancel event is refused, and a
 *   close forced past it reopens the dialog), so a request in flight keeps
 *   its progress and result on screen.
 */
export function useDialogGuard(busy: boolean) {
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  }, [busy]);
  const cleanup = useRef<() => void>(undefined);

  const ref = useCallback((element: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = undefined;
    const dialog = element?.closest('dialog');
    if (!dialog) return;
    const onCancel = (event: Event) => {
      if (busyRef.current) event.preventDefault();
    };
    const onClose = () => {
      if (busyRef.current && typeof dialog.showModal === 'function') dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    const focusDialog = () => {
      if (!dialog.isConnected) return;
      if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
      dialog.focus();
    };
    // Dialog calls showModal() in its own effect, after this ref runs: focus once it is
    // open, after the browser's own initial focus.
    const observer = new MutationObserver(() => {
      if (!dialog.open) return;
      observer.disconnect();
      focusDialog();
    });
    if (dialog.open) queueMicrotask(focusDialog);
    else observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    cleanup.current = () => {
      observer.disconnect();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  useEffect(() => () => cleanup.current?.(), []);
  return ref;
}
