import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppContext } from '@/router-context';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import type { CredentialArea, PublisherScopes } from '@/lib/session/credentials-store';
import { verifyMemberToken, verifyPublisherKey } from '../api/verify-credentials';
import { readCredential } from '../sign-in-check';
import { SessionRecheck } from './session-recheck';

export interface ReplaceCredentialFormProps {
  area: CredentialArea;
  /** The checked credential, with the report scopes found on a publisher key. */
  onReplaced: (value: string, publisherScopes?: PublisherScopes) => Promise<void>;
  onSignOut: () => void;
}

/** Asks for a fresh member token or publisher key and checks it before use. */
export function ReplaceCredentialForm({ area, onReplaced, onSignOut }: ReplaceCredentialFormProps) {
  const { api, config } = useAppContext();
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ value: string }>({
    defaultValues: { value: '' },
  });
  const noun = area === 'member' ? 'member access token' : 'publisher API key';
  const label = area === 'member' ? 'Member access token' : 'Publisher API key';
  if (area === 'member' && config.authMode === 'session') {
    return <SessionRecheck onRecovered={() => onReplaced('')} onSignOut={onSignOut} />;
  }

  // The same reading as the sign-in form's (sign-in-check.ts), plus: something to check.
  const validate = (raw: string) => {
    const { value, error } = readCredential(raw, noun);
    return error ?? (value ? true : 'Paste the new credential.');
  };

  const onSubmit = handleSubmit(async ({ value: raw }) => {
    setUnreachable(null);
    const { value } = readCredential(raw, noun);
    const check =
      area === 'member'
        ? await verifyMemberToken(api, value)
        : await verifyPublisherKey(api, value);
    if (check.ok) return onReplaced(value, check.scopes);
    if (check.reason === 'unreachable') setUnreachable(check.message);
    else setError('value', { type: 'server', message: check.message }, { shouldFocus: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {unreachable ? <Alert tone="error">{unreachable}</Alert> : null}
      <Field label={label} error={formState.errors.value?.message}>
        {(control) => (
          <PasswordInput
            revealNoun={area === 'member' ? 'token' : 'key'}
            {...control}
            {...register('value', { validate })}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Checking…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
