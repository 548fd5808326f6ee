import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { ChangeFormSchema, toBulkEdit, type ChangeFormValues } from '../model/change-form-model';
import type { BulkEdit } from '@/features/campaigns/write/bulk-change';
import { AmountFields } from './amount-fields';
import { ChangeSection } from './change-section';
import { CountriesFields } from './countries-fields';
import { NameFields, StatusFields } from './name-status-fields';
import { ScheduleFields } from './schedule-fields';
import { formatCount } from '@/lib/format/number';

/** The numeric changes, in the order the dialog shows them. */
const AMOUNTS = [
  ['bid', 'Bid'],
  ['dailyBudget', 'Daily budget'],
  ['totalBudget', 'Total budget'],
] as const;

/** Pick one or more changes, then "Preview changes" (nothing is sent before Apply). */
export function ChangeForm({
  defaults,
  count,
  onPreview,
  onCancel,
}: {
  defaults: ChangeFormValues;
  count: number;
  onPreview: (edit: BulkEdit, values: ChangeFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ChangeFormValues>({
    defaultValues: defaults,
    resolver: zodResolver(ChangeFormSchema),
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const values = useWatch({ control });
  const on = (key: keyof ChangeFormValues) => values[key]?.on === true;
  const rootError = (errors as { root?: { message?: string } }).root?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((valid) => onPreview(toBulkEdit(valid), valid))(event)}
      className="space-y-3"
    >
      {AMOUNTS.map(([name, label]) => (
        <ChangeSection key={name} label={label} toggle={register(`${name}.on`)} on={on(name)}>
          <AmountFields
            name={name}
            mode={values[name]?.mode ?? 'set'}
            register={register}
            errors={errors}
          />
        </ChangeSection>
      ))}
      <ChangeSection label="Countries" toggle={register('countries.on')} on={on('countries')}>
        <CountriesFields
          mode={values.countries?.mode ?? 'add'}
          control={control}
          register={register}
          errors={errors}
        />
      </ChangeSection>
      <ChangeSection label="Weekly schedule" toggle={register('schedule.on')} on={on('schedule')}>
        <ScheduleFields control={control} register={register} errors={errors} />
      </ChangeSection>
      <ChangeSection label="Name" toggle={register('name.on')} on={on('name')}>
        <NameFields mode={values.name?.mode ?? 'replace'} register={register} errors={errors} />
      </ChangeSection>
      <ChangeSection label="Status" toggle={register('status.on')} on={on('status')}>
        <StatusFields register={register} errors={errors} />
      </ChangeSection>
      <FieldError id="bulk-change-form">{rootError}</FieldError>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Preview changes</Button>
      </div>
      <p className="text-right text-xs text-slate-600 dark:text-slate-400">
        Reads each of the {formatCount(count)} campaigns fresh and shows what would change. Nothing
        is saved yet.
      </p>
    </form>
  );
}
