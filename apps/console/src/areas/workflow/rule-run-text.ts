import type { RuleRun } from '@portcullis/api-client';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A run's counts in words: '3 in, 1 out, no errors'. */
export const runCounts = (run: Pick<RuleRun, 'UsersIn' | 'UsersOut' | 'Errors'>): string =>
  `${run.UsersIn} in, ${run.UsersOut} out, ${run.Errors === 0 ? 'no errors' : plural(run.Errors, 'error', 'errors')}`;
