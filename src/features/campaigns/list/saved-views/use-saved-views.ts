import { useState } from 'react';
import { memberKeyOf } from '@/features/auth/member-key';
import { useCredentials } from '@/features/auth/use-credentials';
import {
  readMemberViews,
  writeMemberViews,
  type ColumnsParser,
  type MemberViews,
} from './saved-views-store';

export interface SavedViewsModel extends MemberViews {
  /** Applies a change and stores it; false when the browser refused to store it. */
  change(next: (current: MemberViews) => MemberViews): boolean;
}

/** The signed-in member's saved views, read once per member and written on each change. */
export function useSavedViews(parseColumns: ColumnsParser): SavedViewsModel {
  const { key } = memberKeyOf(useCredentials());
  const [state, setState] = useState(() => ({ key, views: readMemberViews(key, parseColumns) }));
  // Another member signed in on this tab: their views, never the previous member's.
  const current = state.key === key ? state.views : readMemberViews(key, parseColumns);
  if (state.key !== key) setState({ key, views: current });
  return {
    ...current,
    change(next) {
      const views = next(current);
      setState({ key, views });
      return writeMemberViews(key, views);
    },
  };
}
