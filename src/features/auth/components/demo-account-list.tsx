import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '@/router-context';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { demoAccountsQuery } from '../api/demo-accounts-query';
import type { SignInOutcome } from '../use-sign-in';

export interface DemoAccountListProps {
  signIn: (credentials: { memberToken?: string; publisherKey?: string }) => Promise<SignInOutcome>;
  onSignedIn: () => void | Promise<void>;
  disabled?: boolean;
}

/** One-click sign-in with the reference API's demo accounts (demo mode only). */
export function DemoAccountList({ signIn, onSignedIn, disabled }: DemoAccountListProps) {
  const { api, config } = useAppContext();
  const accounts = useQuery(demoAccountsQuery(api, config));
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (accounts.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading demo accounts…</p>;
  if (accounts.isError) return <Alert tone="info">The demo accounts could not be loaded.</Alert>;
  if (!accounts.data) return null; // the API has no demo accounts (404)
  const { members, publishers } = accounts.data;
  if (!members.length && !publishers.length) return null;

  async function pick(label: string, credentials: { memberToken?: string; publisherKey?: string }) {
    setPending(label);
    setError(null);
    try {
      const outcome = await signIn(credentials);
      if (outcome.ok) return await onSignedIn();
      const failed = [outcome.member, outcome.publisher].find((check) => check && !check.ok);
      setError(failed && !failed.ok ? failed.message : 'Signing in failed.');
    } finally {
      setPending(null);
    }
  }

  const choices = [
    ...members.map((m) => ({
      label: `Sign in as ${m.name} (${m.tenant}, uid ${m.uid})`,
      note: m.note,
      credentials: { memberToken: m.token },
    })),
    ...publishers.map((p) => ({
      label: `Sign in as ${p.name}`,
      note: p.note ?? `Scopes: ${p.scopes.join(', ')}`,
      credentials: { publisherKey: p.key },
    })),
  ];

  return (
    <section aria-labelledby="demo-accounts-heading" className="space-y-3">
      <h2 id="demo-accounts-heading" className="text-lg font-semibold">
        Demo accounts
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This API runs in demo mode. Pick an account to sign in with one click.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className="space-y-2">
        {choices.map((choice) => (
          <li
            key={choice.label}
            className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3"
          >
            <Button
              variant="secondary"
              disabled={disabled || pending !== null}
              onClick={() => void pick(choice.label, choice.credentials)}
            >
              {pending === choice.label ? 'Signing in…' : choice.label}
            </Button>
            {choice.note ? (
              <span className="text-sm text-slate-600 dark:text-slate-400">{choice.note}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
