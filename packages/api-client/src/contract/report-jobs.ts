import { z } from 'zod';
import { call, needs, responds } from './define';
import { Permissions } from './permissions';
import {
  SIMILAR_GROUP_MIN_THRESHOLD,
  type SimilarGroupRun,
  type SimilarGroupRuns,
} from '../reports/similar-group-runs';

const access = needs(Permissions.ReportSimilarGroup);

/**
 * Similar groups as a job (issue 29; the spec shows no such call — designed after §2.9's index
 * rebuilds): start a run, follow its progress, then the report reads the pairs it kept.
 */
export const reportJobCalls = {
  similarGroupRuns: call({
    method: 'GET',
    path: '/Report/similargroup/Runs',
    access,
    isWrite: false,
    data: responds<SimilarGroupRuns>(),
    summary: 'The similar-groups run under way and the last completed one (designed).',
  }),
  startSimilarGroupRun: call({
    method: 'POST',
    path: '/Report/similargroup/Runs',
    access,
    isWrite: true,
    body: z.strictObject({ Threshold: z.number().min(SIMILAR_GROUP_MIN_THRESHOLD).max(1) }),
    data: responds<SimilarGroupRun>(),
    summary:
      'Starts counting similar groups as a job, keeping pairs at or above the threshold; refused (409) while a run is under way (designed).',
  }),
} as const;
