import { startOfDay } from 'date-fns';
import { useEffect, useState } from 'react';
import { formatExpirationOutput, parseExpirationOutput } from '../../core/dates';
import { validateExpirationDate } from '../../core/validators';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** Props of {@link ExpirationDatePicker}. */
export interface ExpirationDatePickerProps extends Omit<DatePickerProps, 'value' | 'onChange' | 'minDate'> {
  /** 'YYYY-MM-DD HH:mm:ss' (UTC when `withTime`), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Receives 'You should select future date.' or null whenever the value is checked. */
  onValidate?: (message: string | null) => void;
  /** The moment treated as now; the clock by default (tests pass a fixed one). */
  now?: Date;
}

/**
 * An expiration date (§5): nothing before today, and with time nothing before now; the value is
 * 'YYYY-MM-DD HH:mm:ss', converted to UTC for datetimes.
 */
export function ExpirationDatePicker({
  value,
  onChange,
  onValidate,
  now,
  withTime = false,
  ...rest
}: ExpirationDatePickerProps) {
  const [clock] = useState(() => now ?? new Date());
  const reference = now ?? clock;
  const minDate = withTime ? reference : startOfDay(reference);
  const date = value ? parseExpirationOutput(value, withTime) : null;
  const message = date
    ? validateExpirationDate(withTime ? date : new Date(date.getTime() + 24 * 3600 * 1000 - 1), reference)
    : null;
  useEffect(() => onValidate?.(message), [message, onValidate]);
  return (
    <DatePicker
      {...rest}
      withTime={withTime}
      minDate={minDate}
      value={date}
      onChange={(next) => onChange(next ? formatExpirationOutput(next, withTime) : null)}
    />
  );
}
