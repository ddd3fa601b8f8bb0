import type { BadgeTone } from '@portcullis/ui';
import type { TraceSession } from '@portcullis/api-client';

export const TRACE_STATE_TONE: Record<TraceSession['State'], BadgeTone> = { Active: 'success', Ended: 'neutral' };

/** Designed (tracing-save): the durations offered, 15 minutes to 24 hours (the server's bounds). */
export const TRACE_DURATIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '240', label: '4 hours' },
  { value: '480', label: '8 hours' },
  { value: '1440', label: '24 hours' },
];

/** Who a trace follows, as the list shows it. */
export const traceTargetLabel = (t: TraceSession): string =>
  t.TargetType === 'User' ? `User: ${t.UserName ?? t.UserId ?? ''}` : `Application: ${t.ApplicationName ?? ''}`;
