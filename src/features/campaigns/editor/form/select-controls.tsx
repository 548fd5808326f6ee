import { useFormContext, useWatch } from 'react-hook-form';
import { MEMBER_TARGET_STATUSES, STATUS_NAMES, type CampaignStatus } from '@contract/campaigns';
import { typeInfo } from '@contract/pricing';
import { typeLabel } from '@/features/campaigns/model/field-context';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { joinHints, type FieldControlProps } from './field-props';
import { useFieldError } from './use-field-error';
import { MemberStatusOptions } from '@/features/campaigns/components/member-status-options';

/** A read-only value shown in place of a select (e.g. a Pending status). */
function ReadOnlyValue({
  label,
  value,
  reason,
  hint,
}: {
  label: string;
  value: string;
  reason: string;
  hint?: string;
}) {
  return (
    <Field label={label} hint={joinHints(reason, hint)}>
      {(control) => (
        <Input
          {...control}
          value={value}
          readOnly
          className="max-w-xl bg-slate-100 dark:bg-slate-800"
        />
      )}
    </Field>
  );
}

/** The type, from the tenant's enabled campaign_types of the read. */
export function TypeControl({ def, ctx, hint, readOnlyReason }: FieldControlProps) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(def.key);
  const current = useWatch<EditorValues>({ name: def.key });
  const keys = Object.keys(ctx.types);
  const currentKey = String(current ?? '');
  const entries = keys.map((key) => {
    const info = typeInfo(ctx.types, key);
    return { key, label: info ? typeLabel(info) : key };
  });
  if (readOnlyReason) {
    const name = entries.find((e) => e.key === currentKey)?.label ?? currentKey;
    return <ReadOnlyValue label={def.label} value={name} reason={readOnlyReason} hint={hint} />;
  }
  return (
    <Field label={def.label} hint={hint} error={error}>
      {(control) => (
        <Select {...control} {...register(def.key)}>
          {/* A type that is no longer enabled still shows, so the form says what was read. */}
          {currentKey !== '' && !keys.includes(currentKey) ? (
            <option value={currentKey}>{`Type ${currentKey} (not enabled)`}</option>
          ) : null}
          {entries.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const statusName = (value: unknown) =>
  STATUS_NAMES[Number(value) as CampaignStatus] ?? `Status ${String(value)}`;

/** The status a member may choose: never Pending (members cannot approve). */
export function StatusControl({ def, hint, readOnlyReason }: FieldControlProps) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(def.key);
  const current = useWatch<EditorValues>({ name: def.key });
  const currentKey = String(current ?? '');
  const offered = MEMBER_TARGET_STATUSES.map(String);
  if (readOnlyReason) {
    return (
      <ReadOnlyValue
        label={def.label}
        value={statusName(current)}
        reason={readOnlyReason}
        hint={hint}
      />
    );
  }
  return (
    <Field label={def.label} hint={hint} error={error}>
      {(control) => (
        <Select {...control} {...register(def.key)}>
          {currentKey !== '' && !offered.includes(currentKey) ? (
            <option value={currentKey} disabled>
              {statusName(current)}
            </option>
          ) : null}
          <MemberStatusOptions />
        </Select>
      )}
    </Field>
  );
}
