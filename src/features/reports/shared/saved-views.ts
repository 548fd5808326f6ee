import { PRESETS, type DateRange, type PresetId } from './date-range';

/**
 * The last view of each report, per publisher key (its lossy fingerprint,
 * keyOwner; never the key), kept beside the recent traffic sources: period,
 * grouping and comparison only — no credential, no tid, no filter text.
 * Reopening a report starts from it; a link's own parameters win (issue 26
 * item 5, decision 051).
 */
const ITEM = 'adpanel.reports.viewsByOwner';
const MAX_KEYS = 20;

export type ReportName = 'xml' | 'search';

export interface SavedView {
  /** A preset is kept by name, so "Last 7 days" reopened tomorrow is tomorrow's. */
  period: Exclude<PresetId, 'custom'> | DateRange;
  groupBy?: string;
  compare?: boolean;
  /** The metric a grouped comparison is by (issue 26 item 1); absent when there is none. */
  compareBy?: string;
}

type Views = Record<string, Partial<Record<ReportName, SavedView>>>;

const PRESET_IDS = new Set<string>(PRESETS.map((p) => p.id).filter((id) => id !== 'custom'));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function asView(value: unknown): SavedView | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const period = v.period;
  let kept: SavedView['period'];
  if (typeof period === 'string' && PRESET_IDS.has(period)) kept = period as SavedView['period'];
  else if (
    period &&
    typeof period === 'object' &&
    DAY.test(String((period as DateRange).from)) &&
    DAY.test(String((period as DateRange).to))
  )
    kept = { from: (period as DateRange).from, to: (period as DateRange).to };
  else return undefined;
  const view: SavedView = { period: kept };
  if (typeof v.groupBy === 'string') view.groupBy = v.groupBy;
  if (typeof v.compare === 'boolean') view.compare = v.compare;
  if (typeof v.compareBy === 'string') view.compareBy = v.compareBy;
  return view;
}

function readAll(): Views {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ITEM) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return parsed as Views;
  } catch {
    return {};
  }
}

/** This key's last view of a report, if one was kept and still reads as a view. */
export function readView(owner: string, report: ReportName): SavedView | undefined {
  return asView(readAll()[owner]?.[report]);
}

/** Keeps this key's view of a report; the oldest keys' views are dropped past 20 keys. */
export function rememberView(owner: string, report: ReportName, view: SavedView): void {
  const all = readAll();
  const { [owner]: mine, ...others } = all;
  const next = { ...(mine ?? {}), [report]: view };
  const kept = Object.entries(others).slice(0, MAX_KEYS - 1);
  try {
    localStorage.setItem(ITEM, JSON.stringify(Object.fromEntries([[owner, next], ...kept])));
  } catch {
    // Storage may be full or blocked; the view is a convenience only.
  }
}
