import { toNumber } from '@contract/common';
import { hasAnyKey, type FieldContext } from './field-context';
import { defineField, type FieldDef } from './field-def';

const BUDGET_KEYS = ['enable_budget', 'd_revenue', 't_revenue'] as const;
const TIME_KEYS = ['enable_time', 'create', 'create_time', 'expire', 'expire_time'] as const;

const hasBudget = (ctx: FieldContext) => hasAnyKey(ctx, BUDGET_KEYS);
const hasTimeWindow = (ctx: FieldContext) => hasAnyKey(ctx, TIME_KEYS);

/** settings.min_budget of the read, or undefined when the read gives none we can show. */
function minBudget(ctx: FieldContext): number | undefined {
  const min = toNumber(ctx.settings.min_budget);
  return Number.isFinite(min) ? min : undefined;
}

function date(key: string, label: string): FieldDef {
  return defineField({ key, label, section: 'dates', kind: 'date', applies: hasTimeWindow });
}

function time(key: string, label: string): FieldDef {
  return defineField({
    key,
    label,
    section: 'dates',
    kind: 'time',
    applies: hasTimeWindow,
    hint: () => '24-hour time, HH:MM',
  });
}

/** "Budget" (rule 8) and "Dates" (rule 9): shown when the read carries the group. */
export const BUDGET_DATE_FIELDS: readonly FieldDef[] = [
  /** 0/1 switch for the daily and total budgets. */
  defineField({
    key: 'enable_budget',
    label: 'Enable budget',
    section: 'budget',
    kind: 'flag',
    applies: hasBudget,
  }),
  /** Daily budget: at least settings.min_budget when budgets are on. */
  defineField({
    key: 'd_revenue',
    label: 'Daily budget',
    section: 'budget',
    kind: 'number',
    applies: hasBudget,
    hint: (ctx) => {
      const min = minBudget(ctx);
      return min === undefined ? undefined : `At least ${min}`;
    },
  }),
  /** Total budget: 0 (unlimited) or at least settings.min_budget. */
  defineField({
    key: 't_revenue',
    label: 'Total budget',
    section: 'budget',
    kind: 'number',
    applies: hasBudget,
    hint: (ctx) => {
      const min = minBudget(ctx);
      return min === undefined ? '0 for unlimited' : `At least ${min}, or 0 for unlimited`;
    },
  }),
  /** 0/1 switch for the start/end window. */
  defineField({
    key: 'enable_time',
    label: 'Enable start/end',
    section: 'dates',
    kind: 'flag',
    applies: hasTimeWindow,
  }),
  /** Start date, YYYY-MM-DD; required with the window on. */
  date('create', 'Start date'),
  /** Start time; required with the window on. */
  time('create_time', 'Start time'),
  /** End date; empty or 0000-00-00 means no end; never before the start. */
  date('expire', 'End date'),
  /** End time; never before the start time on the same day. */
  time('expire_time', 'End time'),
];
