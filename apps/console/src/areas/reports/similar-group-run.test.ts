import { describe, expect, it } from 'vitest';
import type { SimilarGroupRun, SimilarGroupRunProgress } from '@portcullis/api-client';
import { runThresholdOf, shownProgress, similarRunMessageEffect, similarRunSummary } from './similar-group-run';

const run: SimilarGroupRun = {
  RunId: 'r',
  State: 'Completed',
  Progress: 100,
  Threshold: 0.5,
  GroupCount: 12,
  PairCount: 3,
  RequestedDate: '2026-01-01T00:00:00.000Z',
  FinishedDate: '2026-01-01T00:01:00.000Z',
  Error: null,
};

describe('similar groups run (report screen core)', () => {
  it("says what the table shows: the last run's pairs, pairs counted at once, or nothing yet", () => {
    const date = (iso: string) => `on ${iso.slice(0, 10)}`;
    expect(similarRunSummary({ Active: null, Completed: run, IsLive: false }, date)).toBe(
      'Pairs counted on 2026-01-01 over 12 groups, kept at similarity 0.5 or more: 3 pairs.',
    );
    expect(similarRunSummary({ Active: null, Completed: null, IsLive: true }, date)).toMatch(/counted at once/);
    expect(similarRunSummary({ Active: null, Completed: null, IsLive: false }, date)).toMatch(/too large/);
  });

  it("starts a run at the table's threshold, kept between 0.1 and 1", () => {
    expect(runThresholdOf('0.6', '0.8')).toBe(0.6);
    expect(runThresholdOf(undefined, '0.8')).toBe(0.8);
    expect(runThresholdOf('', '0.8')).toBe(0.8);
    expect(runThresholdOf('abc', '0.8')).toBe(0.8);
    expect(runThresholdOf('0.01', '0.8')).toBe(0.1);
    expect(runThresholdOf('3', '0.8')).toBe(1);
  });

  it('follows the run under way from the hub, and re-reads on its end, an unknown run or a reconnection', () => {
    const active: SimilarGroupRun = { ...run, State: 'Running', Progress: 20, FinishedDate: null };
    const heard = (RunId: string, Progress: number, State: SimilarGroupRunProgress['State'] = 'Running') => ({
      RunId,
      Progress,
      State,
    });
    expect(similarRunMessageEffect(active, heard('r', 40))).toBe('progress');
    expect(similarRunMessageEffect(active, heard('r', 100, 'Completed'))).toBe('reread');
    expect(similarRunMessageEffect(active, heard('r', 40, 'Failed'))).toBe('reread');
    expect(similarRunMessageEffect(active, heard('other', 10))).toBe('reread');
    expect(similarRunMessageEffect(null, heard('r', 10))).toBe('reread');
    expect(similarRunMessageEffect(active, null)).toBe('reread');
    expect(shownProgress(active, heard('r', 40))).toBe(40);
    expect(shownProgress(active, heard('r', 10))).toBe(20); // a late message never moves the bar back
    expect(shownProgress(active, heard('other', 90))).toBe(20);
    expect(shownProgress(active, null)).toBe(20);
  });
});
