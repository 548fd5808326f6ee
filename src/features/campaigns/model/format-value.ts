import { STATUS_NAMES, type CampaignEditData, type CampaignStatus } from '@contract/campaigns';
import { isOn } from '@contract/common';
import { scheduleValues } from '@contract/campaign-rules';
import { formatBudget, formatExactAmount, isAmount } from '@/lib/format/money';
import { fieldByKey } from './registry';

const MAX_TEXT = 120;
const MAX_ITEMS = 8;

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function formatPlain(value: unknown): string {
  if (value === undefined) return '(not set)';
  if (value === null) return '(none)';
  if (typeof value === 'string') return value.trim() === '' ? '(empty)' : clip(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      const shown = value.slice(0, MAX_ITEMS).join(', ');
      return value.length > MAX_ITEMS ? `${shown} and ${value.length - MAX_ITEMS} more` : shown;
    }
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  if (typeof value === 'object') {
    const url = (value as { url?: unknown }).url;
    return typeof url === 'string' ? clip(url) : clip(JSON.stringify(value));
  }
  return clip(String(value));
}

/**
 * One wire value as a person reads it in the review and conflict lists: type
 * and status by name, flags as On/Off, the schedule as a count of hours, bid and
 * budgets as amounts in the reader's locale.
 */
export function formatValue(key: string, value: unknown, data: CampaignEditData): string {
  if (value === undefined) return '(not set)';
  if (key === 'type') {
    const name = data.campaign_types[String(value)]?.name;
    return name ? `${name} (${String(value)})` : formatPlain(value);
  }
  if (key === 'status') {
    const name = STATUS_NAMES[value as CampaignStatus];
    return name ?? formatPlain(value);
  }
  // Amounts with every digit they have (a rounded 0.55 → 0.555 would read as no change);
  // a total budget of 0 is "Unlimited", as in the table.
  if ((key === 'd_revenue' || key === 't_revenue') && isAmount(value))
    return formatBudget(key, value, formatExactAmount);
  if (key === 'payout' && isAmount(value)) return formatExactAmount(value);
  const kind = fieldByKey(key)?.kind;
  if (kind === 'flag' || kind === 'selector-flag') return isOn(value) ? 'On' : 'Off';
  if (kind === 'schedule' || key === 'shedule') {
    const hours = scheduleValues(value);
    if (!hours) return formatPlain(value);
    const on = hours.filter((hour) => isOn(hour)).length;
    return `${on} of ${hours.length} hours on`;
  }
  return formatPlain(value);
}
