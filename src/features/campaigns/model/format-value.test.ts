import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignEditData } from '@contract/campaigns';
import { setFormatLocale } from '@/lib/format/locale';
import { formatValue } from './format-value';

const data = { campaign: {}, campaign_types: {}, settings: {} } as unknown as CampaignEditData;

afterEach(() => setFormatLocale(undefined));

describe('formatValue: bid and budgets in the review, conflict and change-log lists', () => {
  it('says "Unlimited" for a total budget of 0, as the campaign table does', () => {
    setFormatLocale('en-US');
    expect(formatValue('t_revenue', 0, data)).toBe('Unlimited');
    expect(formatValue('t_revenue', '0', data)).toBe('Unlimited');
    expect(formatValue('d_revenue', 0, data)).toBe('0.00');
  });

  it('shows every digit of an amount in the locale, so a small edit stays visible', () => {
    setFormatLocale('de-DE');
    expect(formatValue('payout', 0.555, data)).toBe('0,555');
    expect(formatValue('payout', 0.5, data)).toBe('0,50');
    expect(formatValue('t_revenue', 1500, data)).toBe('1.500,00');
  });

  it('leaves what is no amount as the plain value', () => {
    expect(formatValue('payout', '', data)).toBe('(empty)');
    expect(formatValue('payout', undefined, data)).toBe('(not set)');
  });
});
