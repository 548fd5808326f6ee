import { useState } from 'react';
import { useAppContext } from '@/router-context';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { verifyMemberToken } from '../api/verify-credentials';

/**
 * authMode "session": there is no token to paste. The member signs in to the
 * platform again (in another tab) and comes back; this page stays as it was.
 */
export function SessionRecheck({
  onRecovered,
  onSignOut,
}: {
  onRecovered: () => Promise<void>;
  onSignOut: () => void;
}) {
  const { api } = useAppContext();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function recheck() {
    setChecking(true);
    const check = await verifyMemberToken(api, undefined);
    setChecking(false);
    if (check.ok) return onRecovered();
    setProblem(check.message);
  }

  return (
    <div className="space-y-4">
      <p>Sign in to the platform again in another tab, then come back and press Continue.</p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
        <Button disabled={checking} onClick={() => void recheck()}>
          {checking ? 'Checking…' : 'Continue'}
        </Button>
      </div>
    </div>
  );
}
