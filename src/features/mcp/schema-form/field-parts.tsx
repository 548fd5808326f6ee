import type { FieldSpec } from './field-spec';

export const legendClasses = 'px-1 text-sm font-medium text-slate-900 dark:text-slate-100';

/** The label text, with "required" in words (not only a sign) for required fields. */
export function FieldLabel({ field }: { field: Pick<FieldSpec, 'label' | 'required'> }) {
  return (
    <>
      {field.label}
      {field.required ? (
        <>
          {' '}
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">(required)</span>
        </>
      ) : null}
    </>
  );
}

/** aria-describedby for the `${id}-hint` / `${id}-error` paragraphs of FieldMessage. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
