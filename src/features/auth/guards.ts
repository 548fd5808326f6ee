import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { hasAnyCredential, hasMemberAccess } from '@/lib/session/credentials-store';

type GuardArgs = { context: RouterContext; location: ParsedLocation };

function toSignIn(location: ParsedLocation): never {
  // Only the path goes into the URL; credentials never do.
  throw redirect({ to: '/sign-in', search: { redirect: location.href } });
}

/** Any credential opens the shell (home and the MCP console). */
export function requireSignedIn({ context, location }: GuardArgs): void {
  if (!hasAnyCredential(context.auth.credentials.getSnapshot())) toSignIn(location);
}

/** Campaigns need a member access token. */
export function requireMember({ context, location }: GuardArgs): void {
  if (!hasMemberAccess(context.auth.credentials.getSnapshot())) toSignIn(location);
}

/** Reports need a publisher API key. */
export function requirePublisher({ context, location }: GuardArgs): void {
  if (!context.auth.credentials.getSnapshot().publisherKey) toSignIn(location);
}
