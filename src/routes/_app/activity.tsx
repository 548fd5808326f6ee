import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/lib/search-schema';
import { shortText, keysOf } from '@/lib/search-values';
import { requireMember } from '@/features/auth/guards';
import { ActivityPage } from '@/features/campaigns/activity/components/activity-page';

// ?set=<id> opens one change set; anything unreadable is dropped, not an error.
const setId = shortText(64);
const ActivitySearch = searchSchema<{ set?: string }, { set?: string }>((raw) =>
  keysOf(raw, { set: setId(raw.set) }),
);

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
