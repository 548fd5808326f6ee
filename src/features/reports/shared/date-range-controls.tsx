import { useId, useRef } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { describeTimeZone, reportTimeZone } from '@/lib/report-time-zone';
import { usePendingValue } from '@/lib/use-pending-value';
import { coveredDaysText } from './covered-days';
import {
  detectPreset,
  PRESETS,
  presetRange,
  reportToday,
  type DateRange,
  type PresetId,
} from './date-range';

export interface DateRangeControlsProps {
  from: string;
  to: string;
  /**
   * `refine`: a further change of the date being typed (a year typed digit by
   * digit changes the date four times): the page replaces its history entry
   * instead of adding one per digit. The first change of a date and every preset
   * are steps of history of their own.
   */
  onChange(next: DateRange, refine: boolean): void;
}

const labelClass = 'block text-sm font-medium text-slate-900 dark:text-slate-100';

/** A preset select plus From/To dates; picking dates that match no preset shows Custom. */
const sameRange = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;

export function DateRangeControls(props: DateRangeControlsProps) {
  const id = useId();
  const today = reportToday();
  // The picked range shows at once, not when the router has committed the URL;
  // a date input reset mid-typing would lose the segment being typed.
  const [{ from, to }, setShown] = usePendingValue({ from: props.from, to: props.to }, sameRange);
  const preset = detectPreset({ from, to }, today);

  // The date input being typed in since it took focus, once it has changed.
  const typing = useRef<'from' | 'to' | null>(null);

  function onChange(next: DateRange, refine = false) {
    setShown(next);
    props.onChange(next, refine);
  }

  function pickPreset(next: PresetId) {
    typing.current = null;
    if (next !== 'custom') onChange(presetRange(next, today));
  }

  function pickDay(which: 'from' | 'to', value: string) {
    if (!value) return;
    const refine = typing.current === which;
    typing.current = which;
    const next = { from, to, [which]: value };
    // Keep the range ordered: moving one end past the other moves both.
    if (next.from > next.to) {
      if (which === 'from') next.to = next.from;
      else next.from = next.to;
    }
    onChange(next, refine);
  }
  const stopTyping = () => (typing.current = null);

  const zoneId = `${id}-zone`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {/* Said once, read with every date control: which days these are (decision 037). */}
      <p id={zoneId} className="basis-full text-sm text-slate-600 dark:text-slate-400">
        Dates are days in {describeTimeZone(reportTimeZone())}.
      </p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-preset`} className={labelClass}>
          Date range
        </label>
        <Select
          id={`${id}-preset`}
          aria-describedby={zoneId}
          value={preset}
          onChange={(event) => pickPreset(event.target.value as PresetId)}
        >
          {PRESETS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <Input
          id={`${id}-from`}
          aria-describedby={zoneId}
          type="date"
          className="w-auto"
          value={from}
          max={to}
          onChange={(event) => pickDay('from', event.target.value)}
          onBlur={stopTyping}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <Input
          id={`${id}-to`}
          aria-describedby={zoneId}
          type="date"
          className="w-auto"
          value={to}
          min={from}
          onChange={(event) => pickDay('to', event.target.value)}
          onBlur={stopTyping}
        />
      </div>
      <p
        className="basis-full text-sm text-slate-600 dark:text-slate-400"
        data-testid="covered-days"
      >
        {coveredDaysText({ from, to }, today)}
      </p>
    </div>
  );
}
