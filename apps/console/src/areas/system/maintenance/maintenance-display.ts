import {
  RETENTION_KINDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  RETENTION_DAYS_MESSAGE,
  type IndexRebuildState,
  type RetentionKind,
} from '@portcullis/api-client';

/** The retention form's draft: one text per kind, as typed. */
export type RetentionDraft = Record<RetentionKind, string>;

/** The same rule as the server's schema (1–3650 whole days), with its message, per kind. */
export function validateRetention(draft: RetentionDraft): Partial<Record<RetentionKind, string>> {
  const errors: Partial<Record<RetentionKind, string>> = {};
  for (const kind of RETENTION_KINDS) {
    const text = draft[kind].trim();
    const days = Number(text);
    if (text === '') errors[kind] = 'This field is required.';
    else if (!/^\d+$/.test(text) || days < RETENTION_MIN_DAYS || days > RETENTION_MAX_DAYS)
      errors[kind] = RETENTION_DAYS_MESSAGE;
  }
  return errors;
}

/** Bytes as the page shows them (1 KiB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const REBUILD_TONE: Record<IndexRebuildState, 'neutral' | 'info' | 'success' | 'danger'> = {
  Queued: 'neutral',
  Running: 'info',
  Completed: 'success',
  Failed: 'danger',
};
