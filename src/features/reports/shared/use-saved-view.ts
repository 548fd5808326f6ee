import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useCredentials } from '@/features/auth/use-credentials';
import { detectPreset, presetRange, reportToday, type DateRange } from './date-range';
import { keyOwner } from './key-owner';
import { defaultRange } from './range-search';
import { readView, rememberView, type ReportName, type SavedView } from './saved-views';

/** A report's view as its URL holds it: range, grouping, comparison. */
export interface ViewState extends DateRange {
  groupBy?: string;
  compare?: boolean;
  compareBy?: string;
}

/** The URL parameter each report names its grouping with. */
const GROUP_PARAM: Record<ReportName, string> = { xml: 'groupBy', search: 'group' };

/**
 * The view part of a report's URL state. Read by name, so a report that gains
 * "Compare" or "Compare by" has them kept without a change here.
 */
export function viewOf(report: ReportName, search: object): ViewState {
  const s = search as Record<string, unknown>;
  const view: ViewState = { from: String(s.from), to: String(s.to) };
  const group = s[GROUP_PARAM[report]];
  if (typeof group === 'string') view.groupBy = group;
  if (typeof s.compare === 'boolean') view.compare = s.compare;
  if (typeof s.compareBy === 'string') view.compareBy = s.compareBy;
  return view;
}

/** A restored view as URL parameters of the report (grouping under its own name). */
export function viewParams(report: ReportName, view: ViewState): Record<string, unknown> {
  const { groupBy, ...rest } = view;
  return { ...rest, [GROUP_PARAM[report]]: groupBy };
}

/**
 * Whether the opening address chose a view itself. The router writes the
 * default range back into a bare address before the page renders, so that
 * range alone is no choice of the link's.
 */
export function linkCarriesView(report: ReportName, searchStr: string): boolean {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  if ([GROUP_PARAM[report], 'compare', 'compareBy'].some((key) => params.has(key))) return true;
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return false;
  const fallback = defaultRange();
  return from !== fallback.from || to !== fallback.to;
}

function toSaved(view: ViewState, today: string): SavedView {
  const preset = detectPreset(view, today);
  const saved: SavedView = {
    period: preset === 'custom' ? { from: view.from, to: view.to } : preset,
  };
  if (view.groupBy !== undefined) saved.groupBy = view.groupBy;
  if (view.compare !== undefined) saved.compare = view.compare;
  if (view.compareBy !== undefined) saved.compareBy = view.compareBy;
  return saved;
}

function toState(saved: SavedView, today: string): ViewState {
  const range = typeof saved.period === 'string' ? presetRange(saved.period, today) : saved.period;
  // Every field is set, an absent one as undefined: the saved view replaces the URL's.
  return {
    ...range,
    groupBy: saved.groupBy,
    compare: saved.compare,
    compareBy: saved.compareBy,
  };
}

/**
 * Keeps this key's view of a report and, on opening, gives the one to restore
 * (once; undefined when none was kept or the link chose its own). The page
 * applies it with the rest of what it restores, in one navigation.
 */
export function useSavedView(report: ReportName, current: ViewState): ViewState | undefined {
  const { publisherKey } = useCredentials();
  const owner = keyOwner(publisherKey ?? '');
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const [restore] = useState(() => {
    if (linkCarriesView(report, searchStr)) return undefined;
    const saved = readView(owner, report);
    return saved ? toState(saved, reportToday()) : undefined;
  });
  // Until the restored view is in the URL, the view on screen is not the reader's choice.
  const waiting = useRef(restore !== undefined);
  const saved = JSON.stringify(toSaved(current, reportToday()));
  useEffect(() => {
    if (waiting.current) {
      waiting.current = false;
      return;
    }
    rememberView(owner, report, JSON.parse(saved) as SavedView);
  }, [owner, report, saved]);
  return restore;
}
