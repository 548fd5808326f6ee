import { useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX, TITLE_MAX } from '@contract/campaign-rules';
import { charCount } from '@contract/rule-values';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import { describedByIds, Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input, inputClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { OFF_CLASSES, joinHints, type FieldControlProps } from './field-props';
import { useFieldError } from './use-field-error';
import { useControlState } from './use-switched-off';

/** Fields with a live "12/25" counter (issue 4: title and description). */
const COUNTED: Record<string, number> = { title: TITLE_MAX, description: DESCRIPTION_MAX };

function Counter({ name, max }: { name: string; max: number }) {
  const value = useWatch<EditorValues>({ name });
  const count = charCount(typeof value === 'string' ? value : '');
  return (
    <span className={count > max ? 'font-medium text-red-700 dark:text-red-400' : undefined}>
      {count}/{max}
    </span>
  );
}

function hintWithCounter(def: FieldControlProps['def'], hint: string | undefined) {
  const max = COUNTED[def.key];
  if (max === undefined) return hint;
  return (
    <>
      <Counter name={def.key} max={max} />
      {hint ? ` · ${hint}` : null}
    </>
  );
}

const INPUT_TYPES = { text: 'text', number: 'text', date: 'date' } as const;

/**
 * text, number and date: one registered <input>. `disabled` (section switched
 * off) is the HTML attribute only: react-hook-form keeps the value, so it goes
 * back as it is.
 */
export function InputControl({ def, hint, readOnlyReason }: FieldControlProps) {
  const { register } = useFormContext<EditorValues>();
  const state = useControlState(def.key, hint, readOnlyReason);
  const kind = def.kind as keyof typeof INPUT_TYPES;
  return (
    <Field label={def.label} hint={hintWithCounter(def, state.hint)} error={state.error}>
      {(control) => (
        <Input
          {...control}
          {...register(def.key)}
          type={INPUT_TYPES[kind] ?? 'text'}
          // Numbers are typed as text, so "0.050" or a bad value reaches the rules as typed.
          inputMode={def.kind === 'number' ? 'decimal' : undefined}
          disabled={state.off}
          readOnly={readOnlyReason !== undefined}
          className={cn(
            readOnlyReason && 'bg-slate-100 dark:bg-slate-800',
            OFF_CLASSES,
            'max-w-xl',
          )}
        />
      )}
    </Field>
  );
}

export function TextareaControl({ def, hint, readOnlyReason }: FieldControlProps) {
  const { register } = useFormContext<EditorValues>();
  const state = useControlState(def.key, hint, readOnlyReason);
  return (
    <Field label={def.label} hint={hintWithCounter(def, state.hint)} error={state.error}>
      {(control) => (
        <textarea
          {...control}
          {...register(def.key)}
          rows={3}
          disabled={state.off}
          readOnly={readOnlyReason !== undefined}
          className={cn(inputClasses, OFF_CLASSES, 'max-w-xl')}
        />
      )}
    </Field>
  );
}

/** A 0/1 flag as a checkbox; its label is the accessible name, hint and error are described. */
export function FlagControl({ def, hint, readOnlyReason }: FieldControlProps) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(def.key);
  const id = `field-${def.key}`;
  const text = joinHints(readOnlyReason, hint);
  const describedBy = describedByIds(id, text, error);
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          {...register(def.key)}
          disabled={readOnlyReason !== undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-4 rounded border-slate-400 accent-blue-700 dark:accent-blue-400"
        />
        {def.label}
      </label>
      <FieldHint id={id}>{text}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
