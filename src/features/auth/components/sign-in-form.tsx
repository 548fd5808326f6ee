import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { SignInFormSchema, type SignInFormInput, type SignInFormValues } from '../sign-in-schema';
import type { SignInInput, SignInOutcome } from '../use-sign-in';
import { DemoAccountList } from './demo-account-list';
import { MemberSessionButton } from './member-session-button';

export interface SignInFormProps {
  signIn: (input: SignInInput) => Promise<SignInOutcome>;
  onSignedIn: () => void | Promise<void>;
  /** Show the reference API's demo accounts (config.demo). */
  demo: boolean;
  /** config.authMode: in "session" mode the member signs in with the platform's session cookie. */
  authMode?: 'token' | 'session';
  keepSignedInDefault?: boolean;
}

export function SignInForm({
  signIn,
  onSignedIn,
  demo,
  authMode = 'token',
  keepSignedInDefault = false,
}: SignInFormProps) {
  const form = useForm<SignInFormInput, unknown, SignInFormValues>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { memberToken: '', publisherKey: '', keepSignedIn: keepSignedInDefault },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  async function attempt(input: SignInInput) {
    const outcome = await signIn(input);
    if (outcome.ok) return onSignedIn();
    const checks = [
      ['memberToken', outcome.member],
      ['publisherKey', outcome.publisher],
    ] as const;
    const unreachable = checks.find(
      ([, check]) => check && !check.ok && check.reason === 'unreachable',
    );
    if (unreachable?.[1] && !unreachable[1].ok) {
      setError('root.server', { message: unreachable[1].message });
      return;
    }
    let focus = true;
    for (const [name, check] of checks) {
      if (check && !check.ok) {
        setError(name, { type: 'server', message: check.message }, { shouldFocus: focus });
        focus = false;
      }
    }
  }

  const onSubmit = handleSubmit((values) =>
    attempt({
      memberToken: values.memberToken || undefined,
      publisherKey: values.publisherKey || undefined,
      persist: values.keepSignedIn,
    }),
  );

  return (
    <div className="space-y-8">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        {authMode === 'session' ? (
          <MemberSessionButton
            disabled={isSubmitting}
            error={errors.memberToken?.message}
            onUse={() =>
              void attempt({
                memberSession: true,
                publisherKey: form.getValues('publisherKey')?.trim() || undefined,
                persist: form.getValues('keepSignedIn') ?? false,
              })
            }
          />
        ) : (
          <Field
            label="Member access token"
            hint="Opens Campaigns, Activity and the MCP console. Paste the access token of your advertiser account."
            error={errors.memberToken?.message}
          >
            {(control) => (
              <PasswordInput revealNoun="token" {...control} {...register('memberToken')} />
            )}
          </Field>
        )}
        <Field
          label="Publisher API key"
          hint="Opens XML statistics and the Search report, each where the key has its scope."
          error={errors.publisherKey?.message}
        >
          {(control) => (
            <PasswordInput revealNoun="key" {...control} {...register('publisherKey')} />
          )}
        </Field>
        <Checkbox
          label="Keep me signed in on this tab"
          aria-describedby="keep-signed-in-note"
          {...register('keepSignedIn')}
        />
        <p id="keep-signed-in-note" className="text-sm text-slate-600 dark:text-slate-400">
          Without this, a reload signs you out. Credentials are never stored beyond this tab.
        </p>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {demo ? (
        <DemoAccountList
          disabled={isSubmitting}
          signIn={(credentials) =>
            signIn({ ...credentials, persist: form.getValues('keepSignedIn') })
          }
          onSignedIn={onSignedIn}
        />
      ) : null}
    </div>
  );
}
