import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portcullis/api-client/contract';
import { useTestServer } from './use-test-server';

/**
 * A user's own console preferences (issue 30: dark mode remembered per user on the server), on both
 * databases: any signed-in user keeps their colour mode, it comes back with the current user at once,
 * bad values change nothing, and nobody else's preference moves.
 */
describe.each(['pglite', 'postgres'] as const)('user preferences on %s', (engine) => {
  const s = useTestServer(engine);
  const current = async (cookie: string) =>
    (await s.t.call<CurrentUser>('GET', '/account/current', { cookie })).body.Data!;

  it('keeps the colour mode a user chose and returns it with the current user', async () => {
    const someone = await s.t.actor([]);
    expect((await current(someone.cookie)).ColorMode).toBeNull();
    const saved = await s.t.call('POST', '/account/preferences', {
      cookie: someone.cookie,
      body: { ColorMode: 'dark' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await current(someone.cookie)).ColorMode).toBe('dark');
    await s.t.call('POST', '/account/preferences', { cookie: someone.cookie, body: { ColorMode: 'system' } });
    expect((await current(someone.cookie)).ColorMode).toBe('system');
    // Another user's choice is their own.
    expect((await current(s.admin)).ColorMode).not.toBe('system');
    const [audit] = await s.t.server.db.query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE action = 'account.savePreferences' AND target_id = $1 ORDER BY created_date DESC LIMIT 1",
      [someone.userId],
    );
    expect(audit!.description).toBe('colour mode set to system');
  });

  it('refuses a value that is not a colour mode, or an unknown field, and changes nothing', async () => {
    const someone = await s.t.actor([]);
    await s.t.call('POST', '/account/preferences', { cookie: someone.cookie, body: { ColorMode: 'light' } });
    for (const body of [{ ColorMode: 'purple' }, { ColorMode: 'dark', Language: 'tr' }, {}]) {
      const refused = await s.t.call('POST', '/account/preferences', { cookie: someone.cookie, body });
      expect(refused.status).toBe(400);
      expect(refused.body.Success).toBe(false);
    }
    expect((await current(someone.cookie)).ColorMode).toBe('light');
    expect((await s.t.call('POST', '/account/preferences', { body: { ColorMode: 'dark' } })).status).toBe(401);
  });
});
