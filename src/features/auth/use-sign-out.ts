import { useNavigate } from '@tanstack/react-router';
import { useAppContext } from '../../router-context';
import { safeRedirect } from './safe-redirect';

/**
 * Forgets both credentials (memory and sessionStorage) and every cached
 * response, so nothing of the previous session stays on screen or in memory.
 */
export function useSignOut() {
  const { auth, queryClient } = useAppContext();
  const navigate = useNavigate();
  return async (options: { returnTo?: string } = {}) => {
    auth.credentials.signOut();
    auth.sessionExpiry.clear();
    queryClient.clear();
    await navigate({ to: '/sign-in', search: { redirect: safeRedirect(options.returnTo) } });
  };
}
