import { STATUS_NAMES } from '@contract/campaigns';
import type { BulkChange, BulkEdit } from '@/features/campaigns/write/bulk-change';

const MODE_WORDS: Record<string, string> = {
  set: 'set to',
  'increase-percent': 'increase by',
  'decrease-percent': 'decrease by',
  'increase-amount': 'increase by',
  'decrease-amount': 'decrease by',
};

function amount(mode: string, value: string): string {
  return `${MODE_WORDS[mode] ?? mode} ${value}${mode.endsWith('percent') ? ' %' : ''}`;
}

function hours(cells: readonly boolean[]): string {
  const on = cells.filter(Boolean).length;
  return `${on} ${on === 1 ? 'hour' : 'hours'}`;
}

/** One line per chosen change, as the dialog, the preview and the change log say it. */
export function describeEdit(edit: BulkEdit): string[] {
  const lines: string[] = [];
  if (edit.bid) lines.push(`Bid: ${amount(edit.bid.mode, edit.bid.value)}`);
  if (edit.dailyBudget)
    lines.push(`Daily budget: ${amount(edit.dailyBudget.mode, edit.dailyBudget.value)}`);
  if (edit.totalBudget)
    lines.push(
      `Total budget: ${
        edit.totalBudget.mode === 'unlimited'
          ? 'unlimited'
          : amount(edit.totalBudget.mode, edit.totalBudget.value)
      }`,
    );
  if (edit.countries) {
    const { mode, codes, switchAllToCustom } = edit.countries;
    const verb = mode === 'replace' ? 'replace with' : mode;
    const all =
      switchAllToCustom && mode !== 'remove' ? ' (“All countries” switched to these)' : '';
    lines.push(`Countries: ${verb} ${codes.join(', ')}${all}`);
  }
  if (edit.schedule) {
    const { mode, hours: cells, turnOn } = edit.schedule;
    const verb = mode === 'replace' ? 'replace with' : mode === 'add' ? 'add' : 'remove';
    lines.push(`Weekly schedule: ${verb} ${hours(cells)}${turnOn ? ', turned on' : ''}`);
  }
  if (edit.name) {
    const name = edit.name;
    lines.push(
      name.mode === 'replace'
        ? `Name: replace “${name.find}” with “${name.replace}”`
        : `Name: add ${name.mode} “${name.text}”`,
    );
  }
  if (edit.status) lines.push(`Status: set to ${STATUS_NAMES[edit.status.target]}`);
  return lines;
}

/** The change in one line, for the change log's list. */
export function summarizeChange(change: BulkChange): string {
  if (change.kind === 'restore') {
    const { part } = change;
    return part
      ? `Undo of “${change.label}” for ${part.campaigns} of its ${part.of} campaigns`
      : `Undo of “${change.label}”`;
  }
  return describeEdit(change.edit).join('; ');
}
