import { useMemo, type ChangeEvent, type FocusEvent } from 'react';
import { FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormState } from 'react-hook-form';
import type { EnumOption, FieldSpec, FormValues, ItemSpec } from './field-spec';
import { enumSuggestions, isTypedEnum } from './typed-enum';

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

export interface ShownError {
  message: string;
  /** An array's rows ("0", "1", …) and its own problem ("own"), from the form's check. */
  types?: Record<string, unknown>;
}

/** The error of one form key; re-renders only when it changes. */
export function useFieldError(key: string): ShownError | undefined {
  const { errors } = useFormState<FormValues>({ name: key });
  const error = errors[key];
  return typeof error?.message === 'string' && error.message !== ''
    ? { message: error.message, types: error.types }
    : undefined;
}

/** What a field and an array row hand their input or select (react-hook-form's register fits). */
export interface ScalarInputProps {
  id: string;
  name?: string;
  value?: string;
  ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => unknown;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** The values suggested for what is typed: only these are in the DOM, not every value. */
function EnumSuggestions({
  id,
  options,
  text,
}: {
  id: string;
  options: EnumOption[];
  text: string;
}) {
  const labels = useMemo(() => enumSuggestions(options, text), [options, text]);
  return (
    <datalist id={id}>
      {labels.map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  );
}

/**
 * A text input (numbers too, typed as text, so a wrong entry stays on screen with
 * its message) or, for an enum, a select of its options by index; "—" when no value may be chosen.
 * An enum of more than 100 values is typed, with the values that match suggested
 * (`query`: the text typed, when the input is not controlled by `value`).
 */
export function ScalarInput({
  spec,
  emptyOption,
  className,
  query,
  ...props
}: ScalarInputProps & {
  spec: ItemSpec;
  emptyOption: boolean;
  className: string;
  query?: string;
}) {
  if (spec.kind === 'enum' && isTypedEnum(spec)) {
    const listId = `${props.id}-options`;
    return (
      <>
        <Input
          {...props}
          type="text"
          list={listId}
          autoComplete="off"
          spellCheck={false}
          className={className}
        />
        <EnumSuggestions id={listId} options={spec.options} text={query ?? props.value ?? ''} />
      </>
    );
  }
  if (spec.kind === 'enum')
    return (
      <Select {...props}>
        {emptyOption ? <option value="">—</option> : null}
        {spec.options.map((option, index) => (
          <option key={index} value={String(index)}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  const isNumber = spec.kind !== 'string';
  return (
    <Input
      {...props}
      type={isNumber ? 'text' : spec.inputType}
      inputMode={isNumber ? (spec.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
      step={!isNumber && spec.inputType === 'datetime-local' ? 1 : undefined}
      autoComplete="off"
      spellCheck={false}
      className={className}
    />
  );
}
