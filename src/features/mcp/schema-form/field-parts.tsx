import { FieldError, FieldHint } from '@/components/ui/field';
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

/** A field's hint and error paragraphs, described by `describedByIds(id, hint, error)`. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </>
  );
}
