import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';
import type { Credentials } from '@/lib/session/credentials-store';
import { describeMember, describePublisherKey, memberOf } from '../member-identity';

/**
 * On /sign-in while already signed in: offer to carry on. The form below stays
 * usable to add the other credential or replace one.
 */
export function SignedInNotice({
  credentials,
  continueTo,
}: {
  credentials: Credentials;
  continueTo?: string;
}) {
  const member = memberOf(credentials);
  const who = [
    member ? describeMember(member) : undefined,
    credentials.publisherKey ? describePublisherKey(credentials.publisherKey) : undefined,
  ].filter(Boolean);
  return (
    <section
      aria-labelledby="signed-in-heading"
      className="mb-8 space-y-3 rounded-lg border border-blue-300 bg-blue-50 p-4 dark:border-blue-800 dark:bg-blue-950"
    >
      <h2 id="signed-in-heading" className="font-semibold">
        You are already signed in
      </h2>
      <p className="text-sm">As {who.join(' and ')}.</p>
      {continueTo && continueTo !== '/' ? (
        <p className="text-sm">
          The page you asked for needs another credential; add it below, or continue with what you
          have.
        </p>
      ) : null}
      <Link to={continueTo ?? '/'} className={buttonClasses('primary')}>
        Continue
      </Link>
    </section>
  );
}
