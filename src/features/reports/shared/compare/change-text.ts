import { formatChangePercent } from '@/lib/format/measures';
import { unitsOf, type RowChange } from './row-comparison';

// U+2212, the minus sign: a hyphen reads as a dash next to numbers.
const MINUS = '\u2212';

/** A signed difference: "+42.10", "−159.89", formatted by the caller's rule for the metric. */
export function signedAmount(difference: string, format: (value: string) => string): string {
  const units = unitsOf(difference);
  if (units === undefined) return '—';
  const size = difference.trim().replace(/^[+-]/, '');
  return `${units < 0n ? MINUS : units > 0n ? '+' : ''}${format(size)}`;
}

export interface ChangeText {
  /** What the cell shows: "−37.6% · −159.89", "New", "Gone". */
  shown: string;
  /** The same in words: "down 37.6%, −159.89". */
  spoken: string;
  /** The arrow before it (decoration). */
  arrow: '▲' | '▼' | '';
  /** For colour: up, down or neither. */
  direction: 'up' | 'down' | 'none';
}

/** A row's change as the "Change" column and "Biggest changes" show and speak it. */
export function changeText(change: RowChange, format: (value: string) => string): ChangeText {
  const amount = change.difference === undefined ? '' : signedAmount(change.difference, format);
  switch (change.kind) {
    case 'up':
    case 'down': {
      const percent =
        change.ratio === undefined
          ? undefined
          : formatChangePercent(change.ratio.replace(/^-/, ''));
      const sign = change.kind === 'up' ? '+' : MINUS;
      return {
        shown: percent ? `${sign}${percent} · ${amount}` : amount,
        spoken: percent
          ? `${change.kind} ${percent}, ${amount}`
          : `${change.kind} from 0, ${amount}`,
        arrow: change.kind === 'up' ? '▲' : '▼',
        direction: change.kind,
      };
    }
    case 'none':
      return { shown: 'No change', spoken: 'No change', arrow: '', direction: 'none' };
    case 'new':
      return {
        shown: `New · ${amount}`,
        spoken: `New: not in the previous period, ${amount}`,
        arrow: '▲',
        direction: 'up',
      };
    case 'gone':
      return {
        shown: `Gone · ${amount}`,
        spoken: `Gone: not in this period, ${amount}`,
        arrow: '▼',
        direction: 'down',
      };
    case 'unknown':
      return { shown: '—', spoken: 'Change unknown', arrow: '', direction: 'none' };
  }
}
