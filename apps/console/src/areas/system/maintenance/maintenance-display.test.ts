import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS_MESSAGE } from '@portcullis/api-client';
import { formatBytes, validateRetention, type RetentionDraft } from './maintenance-display';

const draft = (over: Partial<RetentionDraft> = {}): RetentionDraft => ({
  AuditEntries: '365',
  Sessions: '90',
  Exports: '7',
  Notifications: '90',
  ServerLogs: '30',
  Traces: '30',
  ...over,
});

describe('retention form checks', () => {
  it('accepts whole days from 1 to 3650', () => {
    expect(validateRetention(draft({ AuditEntries: '1', Sessions: '3650' }))).toEqual({});
  });
  it('refuses empty, zero, too many, fractional and non-numeric days with the server’s message', () => {
    expect(validateRetention(draft({ AuditEntries: '' }))).toEqual({ AuditEntries: 'This field is required.' });
    for (const text of ['0', '3651', '1.5', 'ten', '-3'])
      expect(validateRetention(draft({ Exports: text }))).toEqual({ Exports: RETENTION_DAYS_MESSAGE });
  });
});

describe('formatBytes', () => {
  it('writes bytes, KiB and MiB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(8192)).toBe('8.0 KiB');
    expect(formatBytes(16 * 1024 * 1024)).toBe('16 MiB');
  });
});
