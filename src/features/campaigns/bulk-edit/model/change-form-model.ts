import * as z from 'zod/mini';
import { SCHEDULE_HOURS } from '@contract/campaign-rules';
import { amountProblem } from '@/features/campaigns/write/amount-problem';
import type { BulkEdit, StatusTarget } from '@/features/campaigns/write/bulk-change';

/** The form of "Edit selected": every change has an on/off switch and its own inputs. */
export interface ChangeFormValues {
  bid: { on: boolean; mode: NonNullable<BulkEdit['bid']>['mode']; value: string };
  dailyBudget: {
    on: boolean;
    mode: 'set' | 'increase-percent' | 'decrease-percent';
    value: string;
  };
  totalBudget: {
    on: boolean;
    mode: 'set' | 'increase-percent' | 'decrease-percent' | 'unlimited';
    value: string;
  };
  countries: {
    on: boolean;
    mode: 'add' | 'remove' | 'replace';
    codes: string[];
    switchAllToCustom: boolean;
  };
  /** The painted pattern as flat 0/1 numbers: the editor's grid writes that shape. */
  schedule: { on: boolean; mode: 'replace' | 'add' | 'remove'; pattern: number[]; turnOn: boolean };
  name: {
    on: boolean;
    mode: 'replace' | 'prefix' | 'suffix';
    find: string;
    replace: string;
    text: string;
  };
  status: { on: boolean; target: '1' | '2' | '3' | '4' };
}

export const DEFAULT_CHANGE_FORM: ChangeFormValues = {
  bid: { on: false, mode: 'increase-percent', value: '' },
  dailyBudget: { on: false, mode: 'set', value: '' },
  totalBudget: { on: false, mode: 'set', value: '' },
  countries: { on: false, mode: 'add', codes: [], switchAllToCustom: false },
  schedule: {
    on: false,
    mode: 'replace',
    pattern: Array.from({ length: SCHEDULE_HOURS }, () => 0),
    turnOn: false,
  },
  name: { on: false, mode: 'replace', find: '', replace: '', text: '' },
  status: { on: false, target: '3' },
};

const problems = (values: ChangeFormValues): [path: string[], message: string][] => {
  const out: [string[], string][] = [];
  const check = (path: string[], message: string | undefined) => {
    if (message) out.push([path, message]);
  };
  const { bid, dailyBudget, totalBudget, countries, name, schedule } = values;
  if (bid.on) check(['bid', 'value'], amountProblem(bid.mode, bid.value));
  if (dailyBudget.on)
    check(['dailyBudget', 'value'], amountProblem(dailyBudget.mode, dailyBudget.value));
  if (totalBudget.on && totalBudget.mode !== 'unlimited')
    check(['totalBudget', 'value'], amountProblem(totalBudget.mode, totalBudget.value));
  if (countries.on && countries.codes.length === 0)
    check(['countries', 'codes'], 'Choose at least one country');
  // An empty "Replace" would write 168 hours off into every selected campaign: each one
  // whose schedule is on (or "Turn … on") would stop delivering, with no error anywhere.
  // Stopping campaigns is what Status is for, with its own preview.
  if (schedule.on && !schedule.pattern.some((h) => h === 1))
    check(
      ['schedule', 'pattern'],
      schedule.mode === 'replace'
        ? 'Paint at least one hour: with every hour off a campaign never runs (to stop campaigns, use Status)'
        : 'Paint at least one hour to add or remove',
    );
  if (name.on && name.mode === 'replace' && name.find === '')
    check(['name', 'find'], 'Enter the text to find');
  if (name.on && name.mode !== 'replace' && name.text === '')
    check(['name', 'text'], `Enter the ${name.mode} to add`);
  if (!Object.values(values).some((section: { on: boolean }) => section.on))
    check(['root'], 'Choose at least one change');
  return out;
};

/** The form's rules: only the switched-on changes are checked. */
export const ChangeFormSchema = z.custom<ChangeFormValues>().check(
  z.superRefine((values, ctx) => {
    for (const [path, message] of problems(values)) ctx.addIssue({ code: 'custom', path, message });
  }),
);

/** The chosen changes, trimmed; switched-off ones are left out. */
export function toBulkEdit(values: ChangeFormValues): BulkEdit {
  const edit: BulkEdit = {};
  const { bid, dailyBudget, totalBudget, countries, schedule, name, status } = values;
  if (bid.on) edit.bid = { mode: bid.mode, value: bid.value.trim() };
  if (dailyBudget.on)
    edit.dailyBudget = { mode: dailyBudget.mode, value: dailyBudget.value.trim() };
  if (totalBudget.on)
    edit.totalBudget =
      totalBudget.mode === 'unlimited'
        ? { mode: 'unlimited' }
        : { mode: totalBudget.mode, value: totalBudget.value.trim() };
  if (countries.on)
    edit.countries = {
      mode: countries.mode,
      codes: countries.codes,
      switchAllToCustom: countries.switchAllToCustom,
    };
  if (schedule.on)
    edit.schedule = {
      mode: schedule.mode,
      hours: schedule.pattern.map((h) => h === 1),
      turnOn: schedule.turnOn,
    };
  if (name.on)
    edit.name =
      name.mode === 'replace'
        ? { mode: 'replace', find: name.find, replace: name.replace }
        : { mode: name.mode, text: name.text };
  if (status.on) edit.status = { target: Number(status.target) as StatusTarget };
  return edit;
}
