import { useMemo } from 'react';
import { Select } from '@/components/ui/select';
import { supportedTimeZones, timeZoneOptions } from './time-zones';

export interface TimezoneSelectProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

/** A native select of IANA time zones; the caller renders its label ("Schedule time zone"). */
export function TimezoneSelect({
  value,
  onChange,
  id,
  invalid,
  describedBy,
  disabled,
  onBlur,
}: TimezoneSelectProps) {
  const zones = useMemo(() => supportedTimeZones(), []);
  const options = useMemo(() => timeZoneOptions(value, zones), [value, zones]);
  // A saved zone this browser does not list (an old alias, a typo) is marked, not hidden.
  const unlisted = value !== '' && value !== 'UTC' && !zones.includes(value);
  return (
    <Select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {/* A blank zone needs an option to show; it cannot be chosen back once a zone is set. */}
      {value === '' ? (
        <option value="" disabled>
          Choose a time zone
        </option>
      ) : null}
      {options.map((zone) => (
        <option key={zone} value={zone}>
          {unlisted && zone === value ? `${zone} (current)` : zone}
        </option>
      ))}
    </Select>
  );
}
