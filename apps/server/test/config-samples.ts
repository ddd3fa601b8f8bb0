import type { TestServer } from '../src/testing/test-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/** One successful request per configuration and language-value write (issue 28). */
export function configSamples(t: TestServer, admin: string): Record<string, Sample> {
  const post = (path: string, body: unknown = {}) => t.call('POST', path, { cookie: admin, body });
  const turkish = async () =>
    (await t.server.db.query<{ id: string }>("SELECT language_id::text AS id FROM languages WHERE code = 'tr'"))[0]!.id;
  return {
    'configurations.save': () => post('/configuration/save', { Key: 'SessionTimeoutMinutes', Value: '30' }),
    'configurations.remove': () => post('/configuration/remove/SessionTimeoutMinutes'),
    'languageValues.save': async () =>
      post(`/language/values/${await turkish()}/save`, { Key: 'audit.sample', Value: 'Örnek' }),
    'languageValues.remove': async () => post(`/language/values/${await turkish()}/remove`, { Key: 'audit.sample' }),
  };
}
