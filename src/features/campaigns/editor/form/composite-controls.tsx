import { useController, useFormContext } from 'react-hook-form';
import { SELECTORS } from '@contract/campaigns';
import { Button } from '@/components/ui/button';
import { describedByIds, Field, FieldError, FieldHint } from '@/components/ui/field';
import { bidControlAvailability, typeChanged } from '@/features/campaigns/model/field-context';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import { ScheduleGrid } from '@/features/campaigns/components/schedule-grid/schedule-grid';
import { TimezoneSelect } from '../schedule/timezone-select';
import { jsonEqual } from '@/features/campaigns/model/json-equal';
import { BidControlView } from '../targeting/bid-control-view';
import { SelectorControl } from '../targeting/selector-control';
import { useKnownValues } from '../targeting/use-known-values';
import type { FieldControlProps } from './field-props';
import { useFieldError } from './use-field-error';
import { useControlState } from './use-switched-off';

/** The 7 x 24 grid; it writes all 168 values back in the shape it was given. */
export function ScheduleControl({ def, hint, readOnlyReason }: FieldControlProps) {
  const { field } = useController<EditorValues>({ name: def.key });
  const { error, hint: text, disabled } = useControlState(def.key, hint, readOnlyReason);
  const id = `field-${def.key}`;
  const describedBy = describedByIds(id, text, error);
  return (
    <div className="space-y-1.5">
      <FieldHint id={id}>{text}</FieldHint>
      <ScheduleGrid
        value={field.value}
        onChange={field.onChange}
        disabled={disabled}
        label={def.label}
        describedBy={describedBy}
      />
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

export function TimezoneControl({ def, hint, readOnlyReason }: FieldControlProps) {
  const { field } = useController<EditorValues>({ name: def.key });
  const state = useControlState(def.key, hint, readOnlyReason);
  return (
    <Field label={def.label} hint={state.hint} error={state.error}>
      {(control) => (
        <TimezoneSelect
          id={control.id}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={control['aria-invalid']}
          describedBy={control['aria-describedby']}
          disabled={state.disabled}
        />
      )}
    </Field>
  );
}

/** Flag and array of one selector in one control; the array field renders nothing itself. */
export function SelectorFlagControl({ def, ctx, readOnlyReason }: FieldControlProps) {
  const selector = SELECTORS.find((s) => s.flag === def.key);
  const known = useKnownValues(selector?.array, ctx.campaign.cid);
  const { setValue } = useFormContext<EditorValues>();
  const flag = useController<EditorValues>({ name: def.key });
  const values = useController<EditorValues>({ name: selector?.array ?? `${def.key}__values` });
  const error = useFieldError(def.key, selector?.array ?? def.key);
  if (!selector) return null;
  return (
    <SelectorControl
      selector={selector}
      flag={flag.field.value}
      values={Array.isArray(values.field.value) ? values.field.value : []}
      error={error}
      disabled={readOnlyReason !== undefined}
      known={known}
      onChange={(next) => {
        setValue(def.key, next.flag, { shouldDirty: true });
        // A flag toggle hands the list back unchanged: writing it would add
        // an array key the read did not have.
        const current = Array.isArray(values.field.value) ? values.field.value : [];
        if (!jsonEqual(next.values, current))
          setValue(selector.array, next.values, { shouldDirty: true });
      }}
    />
  );
}

export function SelectorValuesControl() {
  return null;
}

/** Uploaded images (Push): shown, never changed; they go back exactly as read. */
export function ImageControl({ def, ctx, hint }: FieldControlProps) {
  const value = ctx.campaign[def.key];
  const url =
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { url?: unknown }).url === 'string'
      ? (value as { url: string }).url
      : undefined;
  return (
    <figure className="space-y-1.5">
      <figcaption className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {def.label}
      </figcaption>
      {url ? (
        <img
          src={url}
          alt={`${def.label} preview`}
          referrerPolicy="no-referrer"
          className="max-h-32 max-w-48 rounded border border-slate-300 bg-slate-50 object-contain text-xs dark:border-slate-700 dark:bg-slate-800"
        />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">No image</p>
      )}
      {url ? <p className="text-xs break-all text-slate-600 dark:text-slate-400">{url}</p> : null}
      {hint ? <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </figure>
  );
}

/** bidControl: read-only rows; the one edit is removal when the type cannot carry them. */
export function BidControlControl({ def, ctx, hint }: FieldControlProps) {
  const { field } = useController<EditorValues>({ name: def.key });
  const items = Array.isArray(field.value) ? field.value : [];
  const read = ctx.campaign[def.key];
  const readCount = Array.isArray(read) ? read.length : 0;
  const { available, reason } = bidControlAvailability(ctx);
  // With the type changed, buildPayload empties the rows itself; with the same
  // type the user must remove them to save (rule 13), or keep the campaign as is.
  const canRemove = !available && !typeChanged(ctx) && items.length > 0;
  return (
    <div className="space-y-2">
      <BidControlView items={items} available={available} reasonUnavailable={reason} />
      {hint ? <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
      {canRemove ? (
        <Button variant="secondary" onClick={() => field.onChange([])}>
          Remove bid control rules
        </Button>
      ) : null}
      {!available && items.length === 0 && readCount > 0 ? (
        <Button variant="ghost" onClick={() => field.onChange(read)}>
          Keep bid control rules
        </Button>
      ) : null}
    </div>
  );
}
