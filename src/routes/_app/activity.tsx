import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { requireMember } from '@/features/auth/guards';
import { ActivityPage } from '@/features/campaigns/activity/components/activity-page';

// ?set=<id> opens one change set; anything unreadable is dropped, not an error.
const ActivitySearch = z.object({
  set: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
});

export const Route = createFileRoute('/_app/activity')({
  validateSearch: ActivitySearch,
  beforeLoad: requireMember,
  // A table of change sets: it takes the screen's width like the campaign list.
  staticData: { pageWidth: 'wide' },
  component: ActivityRoute,
});

function ActivityRoute() {
  const { set } = Route.useSearch();
  return <ActivityPage selected={set} />;
}
