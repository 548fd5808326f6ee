import { useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { checkSignIn, type SignInFormInput } from '../sign-in-check';
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
  /**
   * Whether "Keep me signed in on this tab" opens ticked: yes unless the user
   * unticked it on this tab before (credentials-store.ts remembers that).
   */
  keepSignedInDefault?: boolean;
}

type FieldName = 'memberToken' | 'publisherKey';
type Errors = Partial<Record<FieldName | 'root', string>>;
const FIELDS: readonly FieldName[] = ['memberToken', 'publisherKey'];

/** What the form holds now, read from its inputs (they keep their own values). */
function readForm(form: HTMLFormElement): SignInFormInput {
  const data = new FormData(form);
  return {
    memberToken: String(data.get('memberToken') ?? ''),
    publisherKey: String(data.get('publisherKey') ?? ''),
    keepSignedIn: data.get('keepSignedIn') === 'on',
  };
}

/**
 * The sign-in form: two secrets and "Keep me signed in on this tab" (ticked by
 * default, so a reload keeps the user signed in; unticked, for a shared
 * computer, the credentials stay in memory only), checked by one function
 * (checkSignIn) on submit and, once submitted, as the user corrects a
 * field. Plain inputs rather than react-hook-form: this is the first
 * page of every session and the library was a tenth of its JavaScript
 * (docs/decisions/056-sign-in-without-a-form-library.md).
 */
export function SignInForm({
  signIn,
  onSignedIn,
  demo,
  authMode = 'token',
  keepSignedInDefault = true,
}: SignInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const focusField = (name: FieldName) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  const current = (): SignInFormInput =>
    formRef.current
      ? readForm(formRef.current)
      : { memberToken: '', publisherKey: '', keepSignedIn: keepSignedInDefault };

  async function attempt(input: SignInInput) {
    setSubmitting(true);
    try {
      const outcome = await signIn(input);
      if (outcome.ok) return await onSignedIn();
      const checks = [
        ['memberToken', outcome.member],
        ['publisherKey', outcome.publisher],
      ] as const;
      const unreachable = checks.find(
        ([, check]) => check && !check.ok && check.reason === 'unreachable',
      );
      if (unreachable?.[1] && !unreachable[1].ok) {
        setErrors({ root: unreachable[1].message });
        return;
      }
      const refused: Errors = {};
      for (const [name, check] of checks) if (check && !check.ok) refused[name] = check.message;
      setErrors(refused);
      const first = FIELDS.find((name) => refused[name]);
      if (first) queueMicrotask(() => focusField(first));
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    const parsed = checkSignIn(current());
    if (!parsed.ok) {
      const found = parsed.errors;
      setErrors(found);
      const first = FIELDS.find((name) => found[name]);
      if (first) focusField(first);
      return;
    }
    const { values } = parsed;
    void attempt({
      memberToken: values.memberToken || undefined,
      publisherKey: values.publisherKey || undefined,
      persist: values.keepSignedIn,
    });
  }

  // After a submit, a field is checked again as it changes (its own error only).
  function recheck(name: FieldName) {
    if (!submitted.current) return;
    const parsed = checkSignIn(current());
    const found: Errors = parsed.ok ? {} : parsed.errors;
    setErrors((previous) => ({ ...previous, [name]: found[name] }));
  }

  return (
    <div className="space-y-8">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root ? <Alert tone="error">{errors.root}</Alert> : null}
        {authMode === 'session' ? (
          <MemberSessionButton
            disabled={submitting}
            error={errors.memberToken}
            onUse={() => {
              const { publisherKey, keepSignedIn } = current();
              void attempt({
                memberSession: true,
                publisherKey: publisherKey.trim() || undefined,
                persist: keepSignedIn,
              });
            }}
          />
        ) : (
          <Field
            label="Member access token"
            hint="Opens Campaigns, Activity and the MCP console. Paste the access token of your advertiser account."
            error={errors.memberToken}
          >
            {(control) => (
              <PasswordInput
                revealNoun="token"
                {...control}
                name="memberToken"
                onChange={() => recheck('memberToken')}
              />
            )}
          </Field>
        )}
        <Field
          label="Publisher API key"
          hint="Opens XML statistics and the Search report, each where the key has its scope."
          error={errors.publisherKey}
        >
          {(control) => (
            <PasswordInput
              revealNoun="key"
              {...control}
              name="publisherKey"
              onChange={() => recheck('publisherKey')}
            />
          )}
        </Field>
        <Checkbox
          label="Keep me signed in on this tab"
          aria-describedby="keep-signed-in-note"
          name="keepSignedIn"
          defaultChecked={keepSignedInDefault}
        />
        <p id="keep-signed-in-note" className="text-sm text-slate-600 dark:text-slate-400">
          On by default: a reload keeps you signed in until you sign out or close the tab. On a
          shared computer, untick it; a reload then signs you out. Credentials are never stored
          beyond this tab.
        </p>
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {demo ? (
        <DemoAccountList
          disabled={submitting}
          signIn={(credentials) => signIn({ ...credentials, persist: current().keepSignedIn })}
          onSignedIn={onSignedIn}
        />
      ) : null}
    </div>
  );
}
