import { areasFor, type AppArea } from '@/components/app-areas';
import { useCredentials } from './use-credentials';
import { hasMemberAccess } from '@/lib/session/credentials-store';

/** The areas the current credentials open, for the navigation and home cards. */
export function useAllowedAreas(): AppArea[] {
  const credentials = useCredentials();
  return areasFor({
    member: hasMemberAccess(credentials),
    publisher: Boolean(credentials.publisherKey),
    scopes: credentials.publisherScopes,
  });
}
