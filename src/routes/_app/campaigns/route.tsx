import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth/guards';

/** Everything under /campaigns needs a member access token. */
export const Route = createFileRoute('/_app/campaigns')({
  beforeLoad: requireMember,
});
