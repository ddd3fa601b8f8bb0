import type { TestServer } from '../src/testing/test-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/** One successful request per maintenance write (issue 28: data retention, index maintenance). */
export function maintenanceSamples(t: TestServer, admin: string): Record<string, Sample> {
  return {
    'maintenance.retentionSave': () =>
      t.call('PUT', '/maintenance/retention', {
        cookie: admin,
        body: { Settings: [{ Kind: 'ServerLogs', Days: 30 }] },
      }),
    'maintenance.retentionPurge': () => t.call('POST', '/maintenance/retention/purge', { cookie: admin }),
    'maintenance.indexRebuild': () =>
      t.call('POST', '/maintenance/indexes/rebuild', { cookie: admin, body: { IndexName: 'retention_runs_started' } }),
  };
}
