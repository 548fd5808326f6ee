const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';

/** Focuses the first control (in page order) whose field has one of `keys` in error. */
export function focusFirstError(root: HTMLElement | null, keys: ReadonlySet<string>): boolean {
  if (!root || keys.size === 0) return false;
  for (const wrapper of root.querySelectorAll<HTMLElement>('[data-field-keys]')) {
    const own = (wrapper.dataset.fieldKeys ?? '').split(' ');
    if (!own.some((key) => keys.has(key))) continue;
    const target =
      wrapper.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      wrapper.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
      return true;
    }
  }
  return false;
}

/** Whether a field's control is on the page (a hidden field's error goes to the form-level list). */
export function isShown(root: HTMLElement | null, key: string): boolean {
  if (!root) return false;
  return [...root.querySelectorAll<HTMLElement>('[data-field-keys]')].some((wrapper) =>
    (wrapper.dataset.fieldKeys ?? '').split(' ').includes(key),
  );
}
