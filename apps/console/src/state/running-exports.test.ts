import { describe, expect, it } from 'vitest';
import {
  hasRunningExports,
  noteExportFinished,
  noteExportStarted,
  RUNNING_EXPORT_TTL_MS,
  RUNNING_EXPORTS_KEY,
  runningExports,
  type ExportStorage,
} from './running-exports';

const memory = (initial?: string) => {
  const map = new Map<string, string>(initial === undefined ? [] : [[RUNNING_EXPORTS_KEY, initial]]);
  const storage: ExportStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return { storage, map };
};

describe('running exports', () => {
  it('are remembered from start until the hub reports them finished, then the record is removed', () => {
    const { storage, map } = memory();
    expect(hasRunningExports(storage, 1_000)).toBe(false);
    noteExportStarted(storage, 'a', 1_000);
    noteExportStarted(storage, 'b', 2_000);
    expect(runningExports(storage, 3_000)).toEqual({ a: 1_000, b: 2_000 });
    noteExportFinished(storage, 'a', 3_000);
    expect(runningExports(storage, 3_000)).toEqual({ b: 2_000 });
    expect(hasRunningExports(storage, 3_000)).toBe(true);
    noteExportFinished(storage, 'b', 4_000);
    expect(hasRunningExports(storage, 4_000)).toBe(false);
    expect(map.has(RUNNING_EXPORTS_KEY)).toBe(false);
  });

  it('stop counting an export the hub never reported once it is an hour old', () => {
    const { storage } = memory();
    noteExportStarted(storage, 'lost', 0);
    expect(hasRunningExports(storage, RUNNING_EXPORT_TTL_MS - 1)).toBe(true);
    expect(hasRunningExports(storage, RUNNING_EXPORT_TTL_MS)).toBe(false);
    noteExportStarted(storage, 'new', RUNNING_EXPORT_TTL_MS);
    expect(runningExports(storage, RUNNING_EXPORT_TTL_MS)).toEqual({ new: RUNNING_EXPORT_TTL_MS });
  });

  it('read an unreadable or foreign record, a future start or no storage as nothing running', () => {
    for (const bad of ['not json', '[1]', 'null', '"x"', '{"a":"1"}', '{"a":5000}'])
      expect(hasRunningExports(memory(bad).storage, 1_000), bad).toBe(false);
    expect(hasRunningExports(null, 1_000)).toBe(false);
    expect(() => noteExportStarted(null, 'a', 1)).not.toThrow();
  });

  it('keep working when the storage refuses writes', () => {
    const { storage } = memory();
    const full: ExportStorage = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => noteExportStarted(full, 'a', 1)).not.toThrow();
    expect(hasRunningExports(full, 1)).toBe(false);
  });
});
