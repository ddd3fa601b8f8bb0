import type { TraceSession } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/** One successful request per tracing write (issue 28): starting a trace on the admin, then ending it. */
export function tracingSamples(t: TestServer, admin: string): Record<string, Sample> {
  let traceId = '';
  return {
    'tracing.save': async () => {
      const [row] = await t.server.db.query<{ user_id: string }>("SELECT user_id FROM users WHERE user_name = 'admin'");
      const res = await t.call<TraceSession>('POST', '/tracing/sessions', {
        cookie: admin,
        body: { TargetType: 'User', UserId: row!.user_id, DurationMinutes: 15 },
      });
      if (res.status === 200) traceId = res.body.Data!.TraceId;
      return res;
    },
    'tracing.end': () => t.call('POST', `/tracing/sessions/${traceId}/end`, { cookie: admin }),
  };
}
