import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ScheduleGrid } from '@/features/campaigns/components/schedule-grid/schedule-grid';
import type { ChangeFormValues } from '../model/change-form-model';

/**
 * "Weekly schedule": a pattern painted on the editor's own 7×24 grid, then
 * written into each campaign in that campaign's shape and element types.
 */
export function ScheduleFields({
  control,
  register,
  errors,
}: {
  control: Control<ChangeFormValues>;
  register: UseFormRegister<ChangeFormValues>;
  errors: FieldErrors<ChangeFormValues>;
}) {
  const error = errors.schedule?.pattern?.message;
  return (
    <div className="w-full space-y-3">
      <Field label="How to apply the schedule">
        {(props) => (
          <Select {...props} {...register('schedule.mode')}>
            <option value="replace">Replace the schedule with these hours</option>
            <option value="add">Add these hours</option>
            <option value="remove">Remove these hours</option>
          </Select>
        )}
      </Field>
      <Controller
        control={control}
        name="schedule.pattern"
        render={({ field }) => (
          <ScheduleGrid
            label="Schedule pattern"
            value={field.value}
            onChange={(next) => field.onChange(next)}
            describedBy={error ? 'bulk-schedule-error' : undefined}
          />
        )}
      />
      <FieldError id="bulk-schedule">{error}</FieldError>
      <Checkbox
        label="Turn the weekly schedule on where it is off"
        {...register('schedule.turnOn')}
      />
    </div>
  );
}
