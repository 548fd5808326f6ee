import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { NAME_MAX } from '@contract/campaign-rules';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { MemberStatusOptions } from '@/features/campaigns/components/member-status-options';
import type { ChangeFormValues } from '../model/change-form-model';

type Props = {
  register: UseFormRegister<ChangeFormValues>;
  errors: FieldErrors<ChangeFormValues>;
};

/** "Name": find and replace (every occurrence, case-sensitive), or a prefix or suffix. */
export function NameFields({
  mode,
  register,
  errors,
}: Props & { mode: ChangeFormValues['name']['mode'] }) {
  return (
    <>
      <Field label="How to change the name">
        {(props) => (
          <Select {...props} {...register('name.mode')}>
            <option value="replace">Find and replace</option>
            <option value="prefix">Add a prefix</option>
            <option value="suffix">Add a suffix</option>
          </Select>
        )}
      </Field>
      {mode === 'replace' ? (
        <>
          <Field
            label="Find"
            hint="Case-sensitive; every occurrence"
            error={errors.name?.find?.message}
          >
            {(props) => <Input {...props} autoComplete="off" {...register('name.find')} />}
          </Field>
          <Field label="Replace with">
            {(props) => <Input {...props} autoComplete="off" {...register('name.replace')} />}
          </Field>
        </>
      ) : (
        <Field
          label={mode === 'prefix' ? 'Prefix' : 'Suffix'}
          hint={`Names longer than ${NAME_MAX} characters are skipped`}
          error={errors.name?.text?.message}
        >
          {(props) => <Input {...props} autoComplete="off" {...register('name.text')} />}
        </Field>
      )}
    </>
  );
}

/** "Status": the moves a member may make (never Pending: those campaigns are skipped). */
export function StatusFields({ register }: Props) {
  return (
    <Field
      label="New status"
      hint="Pending campaigns are skipped; activating needs 1.00 of available balance"
    >
      {(props) => (
        <Select {...props} {...register('status.target')}>
          <MemberStatusOptions />
        </Select>
      )}
    </Field>
  );
}
