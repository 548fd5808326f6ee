import { isOn, toNumber } from '@contract/common';
import { PENDING_STATUS } from '@contract/campaigns';
import { wireNumber } from '@contract/rule-values';
import { typeLabel, type FieldContext } from '../model/field-context';
import type { EditorValues } from '../model/form-model';
import {
  emptyShapeLike,
  isAbsentSchedule,
  readSchedule,
  writeSchedule,
} from '../model/schedule-shape';
import type {
  BidChange,
  BudgetChange,
  CountriesChange,
  NameChange,
  ScheduleChange,
  StatusTarget,
  TotalBudgetChange,
} from './bulk-change';
import {
  adjustDecimal,
  compareDecimal,
  fractionDigits,
  plainDecimal,
  trimZeros,
  type Adjustment,
} from './decimal-math';

/**
 * One bulk change applied to one campaign's FORM values (the editor's model):
 * `set` holds the new form values of the keys it changes, `notes` what the
 * preview should say about them (clamped, rounded). `skip` says why this
 * change does not apply to this campaign; the other changes still may.
 */
export type OpResult = { set: EditorValues; notes?: string[] } | { skip: string };

export interface OpInput {
  ctx: FieldContext;
  values: EditorValues;
}

const MAX_SCALE = 6;
const MONEY_SCALE = 2;

function adjustment(mode: string, value: string): Adjustment {
  if (mode === 'set') return { mode: 'set', value };
  const sign = mode.startsWith('decrease') ? '-' : '';
  return { mode: mode.endsWith('amount') ? 'amount' : 'percent', value: `${sign}${value}` };
}

/** Raw minBid/maxBid of the campaign's own type, as exact decimals (undefined when unusable). */
function bidRange(ctx: FieldContext): { min?: string; max?: string } {
  const entry = ctx.type ? ctx.types[ctx.type.key] : undefined;
  return { min: plainDecimal(entry?.minBid), max: plainDecimal(entry?.maxBid) };
}

export function bidOp({ ctx }: OpInput, change: BidChange): OpResult {
  if (change.exact) return { set: { payout: change.value } };
  const current = plainDecimal(ctx.campaign.payout);
  if (change.mode !== 'set' && current === undefined) {
    return { skip: 'its bid is not a number that can be changed by percent or amount' };
  }
  const { min, max } = bidRange(ctx);
  const scale = Math.min(
    MAX_SCALE,
    Math.max(
      MONEY_SCALE,
      ...[min, max, current].map((v) => (v ? fractionDigits(v) : 0)),
      change.mode.endsWith('percent') ? 0 : fractionDigits(change.value),
    ),
  );
  let next = adjustDecimal(current ?? '0', adjustment(change.mode, change.value), scale);
  const notes: string[] = [];
  const type = ctx.type ? typeLabel(ctx.type) : 'its type';
  if (min !== undefined && compareDecimal(next, min) < 0) {
    notes.push(`Bid ${trimZeros(next, MONEY_SCALE)} raised to the minimum ${min} of ${type}`);
    next = min;
  } else if (max !== undefined && compareDecimal(next, max) > 0) {
    notes.push(`Bid ${trimZeros(next, MONEY_SCALE)} lowered to the maximum ${max} of ${type}`);
    next = max;
  }
  const keep = Math.max(MONEY_SCALE, current ? fractionDigits(current) : 0);
  return { set: { payout: trimZeros(next, keep) }, notes };
}

function minBudget(ctx: FieldContext): string | undefined {
  return plainDecimal(ctx.settings.min_budget);
}

function budgetOp(
  ctx: FieldContext,
  key: 'd_revenue' | 't_revenue',
  label: string,
  change: BudgetChange,
): OpResult {
  if (!isOn(ctx.campaign.enable_budget)) return { skip: 'budgets are turned off for it' };
  if (change.exact) return { set: { [key]: change.value } };
  const current = plainDecimal(ctx.campaign[key]);
  if (change.mode !== 'set' && current === undefined) {
    return { skip: `its ${label.toLowerCase()} is not a number that can be changed by percent` };
  }
  if (
    key === 't_revenue' &&
    change.mode !== 'set' &&
    current !== undefined &&
    toNumber(current) === 0
  ) {
    return { skip: 'its total budget is unlimited' };
  }
  let next = adjustDecimal(current ?? '0', adjustment(change.mode, change.value), MONEY_SCALE);
  const notes: string[] = [];
  const min = minBudget(ctx);
  const unlimited = key === 't_revenue' && compareDecimal(next, '0') === 0;
  if (min !== undefined && !unlimited && compareDecimal(next, min) < 0) {
    notes.push(`${label} ${next} raised to the account minimum ${min}`);
    next = min;
  }
  return {
    set: { [key]: trimZeros(next, current ? Math.min(fractionDigits(current), MONEY_SCALE) : 0) },
    notes,
  };
}

export const dailyBudgetOp = ({ ctx }: OpInput, change: BudgetChange) =>
  budgetOp(ctx, 'd_revenue', 'Daily budget', change);

export function totalBudgetOp({ ctx }: OpInput, change: TotalBudgetChange): OpResult {
  if (change.mode === 'unlimited') {
    if (!isOn(ctx.campaign.enable_budget)) return { skip: 'budgets are turned off for it' };
    return { set: { t_revenue: '0' } };
  }
  return budgetOp(ctx, 't_revenue', 'Total budget', change);
}

const upper = (value: unknown) => String(value).trim().toUpperCase();

export function countriesOp({ ctx, values }: OpInput, change: CountriesChange): OpResult {
  const all = isOn(ctx.campaign.geo_enabled);
  const current = Array.isArray(values.geo) ? (values.geo as unknown[]) : [];
  // New codes follow the campaign's own spelling: "us" where it writes lowercase.
  const lower =
    current.length > 0 && current.every((v) => typeof v === 'string' && v === v.toLowerCase());
  const spell = (code: string) => (lower ? code.toLowerCase() : code.toUpperCase());
  const wanted = new Set(change.codes.map(upper));
  if (all) {
    if (change.mode === 'remove')
      return { skip: 'it targets all countries: there is no list to remove from' };
    if (!change.switchAllToCustom) return { skip: 'it targets all countries' };
    return {
      set: { geo_enabled: false, geo: change.codes.map(spell) },
      notes: ['Switched from all countries to the chosen ones'],
    };
  }
  if (change.mode === 'replace') return { set: { geo: change.codes.map(spell) } };
  if (change.mode === 'remove')
    return { set: { geo: current.filter((v) => !wanted.has(upper(v))) } };
  const have = new Set(current.map(upper));
  return {
    set: { geo: [...current, ...change.codes.filter((c) => !have.has(upper(c))).map(spell)] },
  };
}

export function scheduleOp({ ctx }: OpInput, change: ScheduleChange): OpResult {
  const original = ctx.campaign.shedule;
  const read = readSchedule(isAbsentSchedule(original) ? emptyShapeLike(original) : original);
  if (!read) return { skip: 'its weekly schedule holds values that cannot be rewritten safely' };
  const cells = read.cells.map((on, i) => {
    const paint = change.hours[i] === true;
    if (change.mode === 'replace') return paint;
    return change.mode === 'add' ? on || paint : on && !paint;
  });
  const set: EditorValues = { shedule: writeSchedule(cells, read.shape) };
  if (change.turnOn && !isOn(ctx.campaign.enable_shedule)) set.enable_shedule = true;
  return { set };
}

export function nameOp({ ctx }: OpInput, change: NameChange): OpResult {
  const name = typeof ctx.campaign.name === 'string' ? ctx.campaign.name : '';
  if (change.mode === 'replace') {
    if (!name.includes(change.find)) return { skip: `its name does not contain “${change.find}”` };
    return { set: { name: name.replaceAll(change.find, change.replace) } };
  }
  return {
    set: { name: change.mode === 'prefix' ? `${change.text}${name}` : `${name}${change.text}` },
  };
}

export function statusOp({ ctx }: OpInput, change: { target: StatusTarget }): OpResult {
  if (wireNumber(ctx.campaign.status) === PENDING_STATUS) {
    return { skip: 'Pending campaigns await review; members cannot change their status' };
  }
  return { set: { status: String(change.target) } };
}
