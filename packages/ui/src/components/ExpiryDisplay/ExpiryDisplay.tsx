import { expiryState, formatDisplayDate, type DateValue } from '../../core/dates';
import { uiMessages } from '../../core/messages';
import { Badge } from '../Badge/Badge';

/** Props of {@link ExpiryDisplay}. */
export interface ExpiryDisplayProps {
  /** The expiration date. */
  date: DateValue;
  /**
   * Shows 'Expiring within one month' when the date is that close.
   * @default true
   */
  isAlertOn?: boolean;
  /**
   * Shows the time too (DD/MM/YYYY HH:mm:ss).
   * @default false
   */
  withTime?: boolean;
  /**
   * Text when there is no date.
   * @default '-'
   */
  emptyText?: string;
  /** The moment compared with; now by default. */
  now?: Date;
}

/** An expiration date with 'Expired' when past and 'Expiring within one month' when near. */
export function ExpiryDisplay({ date, isAlertOn = true, withTime = false, emptyText = '-', now }: ExpiryDisplayProps) {
  const state = expiryState(date, now);
  if (state === 'none') return <span>{emptyText}</span>;
  return (
    <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <time dateTime={typeof date === 'string' ? date : (date as Date).toISOString()}>
        {formatDisplayDate(date, withTime)}
      </time>
      {state === 'expired' && <Badge tone="danger">{uiMessages.expired}</Badge>}
      {state === 'expiring' && isAlertOn && <Badge tone="warning">{uiMessages.expiringWithinOneMonth}</Badge>}
    </span>
  );
}
