import { DEFAULT_TIME_PICKER_INTERVAL } from '../../core/dates';
import { Select } from '../Select/Select';

/** Props of {@link TimePicker}. */
export interface TimePickerProps {
  /** 'HH:mm' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Accessible name when not inside a FormField. */
  label?: string;
  /**
   * Minutes between choices (§9).
   * @default 10
   */
  interval?: number;
  /** Hours (0-23) that cannot be chosen. */
  disabledHours?: readonly number[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Times of a day at a minute interval, as 'HH:mm'. */
export function timeOptions(
  interval: number = DEFAULT_TIME_PICKER_INTERVAL,
  disabledHours: readonly number[] = [],
): string[] {
  const step = Math.max(1, Math.floor(interval));
  const out: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const hour = Math.floor(minutes / 60);
    if (!disabledHours.includes(hour)) out.push(`${pad(hour)}:${pad(minutes % 60)}`);
  }
  return out;
}

/** A time of day (HH:mm) chosen from the kit's list box at a minute interval (default 10); '-None-' clears it. */
export function TimePicker({
  value,
  onChange,
  label,
  interval = DEFAULT_TIME_PICKER_INTERVAL,
  disabledHours = [],
}: TimePickerProps) {
  const times = timeOptions(interval, disabledHours);
  // A stored time off the interval stays choosable, so opening a record never changes it.
  const all = value && !times.includes(value) ? [value, ...times] : times;
  return (
    <Select
      label={label}
      placeholder="--:--"
      hasNoneOption
      options={all.map((t) => ({ value: t, label: t }))}
      value={value ?? null}
      onChange={(next) => onChange(next)}
    />
  );
}
