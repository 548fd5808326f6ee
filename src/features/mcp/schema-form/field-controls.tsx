import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { describedByIds, Field } from '@/components/ui/field';
import { ArrayEditor } from './array-editor';
import type {
  BooleanField,
  EnumField,
  FieldSpec,
  FormValues,
  NumberField,
  ObjectField,
  StringField,
} from './field-spec';
import { fieldHint } from './field-hint';
import { FieldLabel, FieldMessage, legendClasses, ScalarInput, useFieldError } from './field-parts';
import { domId } from './dom-id';
import { isTypedEnum } from './typed-enum';

/** A labelled text input or select (ScalarInput) bound to the form. */
function ScalarControl({
  field,
  query,
}: {
  field: StringField | NumberField | EnumField;
  query?: string;
}) {
  const { register } = useFormContext<FormValues>();
  const error = useFieldError(field.key);
  return (
    <Field label={<FieldLabel field={field} />} hint={fieldHint(field)} error={error?.message}>
      {(control) => (
        <ScalarInput
          {...control}
          {...register(field.key)}
          aria-required={field.required || undefined}
          spec={field}
          emptyOption={!field.required || field.default === undefined}
          className="max-w-xl"
          query={query}
        />
      )}
    </Field>
  );
}

/** An enum typed as text: its suggestions follow what is typed (the input stays uncontrolled). */
function TypedEnumControl({ field }: { field: EnumField }) {
  const text = useWatch<FormValues>({ name: field.key });
  return <ScalarControl field={field} query={typeof text === 'string' ? text : ''} />;
}

/** A checkbox: untouched and optional means "not sent"; once toggled, its state is sent. */
function BooleanControl({ field, idPrefix }: { field: BooleanField; idPrefix: string }) {
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController<FormValues>({ name: field.key });
  const error = useFieldError(field.key);
  const id = domId(idPrefix, field.key);
  const hint = fieldHint(field);
  return (
    <div className="space-y-1">
      <Checkbox
        id={id}
        ref={ref}
        name={name}
        label={field.label}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, hint, error?.message)}
      />
      <FieldMessage id={id} hint={hint} error={error?.message} />
    </div>
  );
}

function ObjectFieldset({ field, idPrefix }: { field: ObjectField; idPrefix: string }) {
  const error = useFieldError(field.key);
  const id = domId(idPrefix, field.key);
  const hint = fieldHint(field);
  return (
    <fieldset
      aria-describedby={describedByIds(id, hint, error?.message)}
      data-invalid={error ? 'true' : undefined}
      className="space-y-4 rounded-md border border-slate-300 p-4 dark:border-slate-600"
    >
      <legend className={legendClasses}>
        <FieldLabel field={field} />
      </legend>
      <FieldMessage id={id} hint={hint} />
      <SchemaFields fields={field.fields} idPrefix={idPrefix} />
      <FieldMessage id={id} error={error?.message} />
    </fieldset>
  );
}

function FieldControl({ field, idPrefix }: { field: FieldSpec; idPrefix: string }) {
  switch (field.kind) {
    case 'object':
      return <ObjectFieldset field={field} idPrefix={idPrefix} />;
    case 'array':
      return <ArrayEditor field={field} idPrefix={idPrefix} />;
    case 'boolean':
      return <BooleanControl field={field} idPrefix={idPrefix} />;
    default:
      return field.kind === 'enum' && isTypedEnum(field) ? (
        <TypedEnumControl field={field} />
      ) : (
        <ScalarControl field={field} />
      );
  }
}

/** One labelled control per field, in the schema's order. */
export function SchemaFields({ fields, idPrefix }: { fields: FieldSpec[]; idPrefix: string }) {
  return (
    <div className="space-y-4">
      {fields.map((field) => (
        <FieldControl key={field.key} field={field} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
