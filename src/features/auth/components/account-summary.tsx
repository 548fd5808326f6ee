import { Button } from '@/components/ui/button';
import { useCredentials } from '../use-credentials';
import { useSignOut } from '../use-sign-out';
import { describePublisherKey, memberOf } from '../member-identity';

/** Who is signed in (decoded for display only) and the sign-out button. */
export function AccountSummary() {
  const credentials = useCredentials();
  const signOut = useSignOut();
  const member = memberOf(credentials);
  return (
    <>
      <div className="flex flex-col gap-0.5 text-slate-700 md:items-end dark:text-slate-300">
        {member ? (
          <p>
            <span className="sr-only">Signed in as </span>
            <span className="font-medium text-slate-900 dark:text-slate-100">{member.name}</span>
            {member.tenant ? <span> · {member.tenant}</span> : null}
            {member.uid !== undefined ? <span> · uid {member.uid}</span> : null}
          </p>
        ) : null}
        {credentials.publisherKey ? <p>{describePublisherKey(credentials.publisherKey)}</p> : null}
      </div>
      <Button variant="secondary" onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}
