import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { OFF_CLASSES, type FieldControlProps } from './field-props';
import { parseTypedTime, shownTime, timeFormValue } from './time-text';
import { useControlState } from './use-switched-off';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A 24-hour HH:MM text field. <input type="time"> follows the browser's locale
 * (AM/PM in en-US) and shows seconds with step=1; this shows what the hint
 * says on every browser. The form value is the read's own text while the time
 * means the same, so an untouched "23:59:59" goes back as "23:59:59".
 */
export function TimeControl({ def, ctx, hint, readOnlyReason }: FieldControlProps) {
  const { field } = useController<EditorValues>({ name: def.key });
  const state = useControlState(def.key, hint, readOnlyReason);
  const value = asText(field.value);
  // What the user is typing, for as long as the form value is the one it gave.
  const [typing, setTyping] = useState<{ text: string; value: string }>();
  const [badOnBlur, setBadOnBlur] = useState(false);
  const shown = typing && typing.value === value ? typing.text : shownTime(value);
  const formatError =
    badOnBlur && !state.off
      ? `${def.label} must be a 24-hour time as HH:MM, for example 07:30`
      : undefined;
  return (
    <Field label={def.label} hint={state.hint} error={state.error ?? formatError}>
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            const next = timeFormValue(text, asText(def.toForm(ctx.campaign[def.key], ctx)));
            setTyping({ text, value: next });
            setBadOnBlur(false);
            field.onChange(next);
          }}
          onBlur={() => {
            setTyping(undefined);
            setBadOnBlur(value.trim() !== '' && parseTypedTime(value) === undefined);
            field.onBlur();
          }}
          disabled={state.off}
          readOnly={readOnlyReason !== undefined}
          className={cn(
            readOnlyReason && 'bg-slate-100 dark:bg-slate-800',
            OFF_CLASSES,
            'max-w-40',
          )}
        />
      )}
    </Field>
  );
}
