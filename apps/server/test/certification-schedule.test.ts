import { describe, expect, it } from 'vitest';
import { useTestServer } from './use-test-server';
import { campaignInput, EDIT, groupOf } from './certification-fixtures';
import { endDueCampaigns, nextOccurrence, startRecurringCampaigns } from '../src/domains/certifications/schedule';

type Row = Record<string, unknown>;

/**
 * What happens to campaigns without anyone pressing a button (issue 26): at the end date a Ready
 * campaign completes and, when set to, applies its decisions as the person who started it (through the
 * no-escalation guard); a recurring campaign starts its next run when its schedule comes round.
 */
describe.each(['pglite', 'postgres'] as const)('scheduled campaign steps on %s', (engine) => {
  const s = useTestServer(engine);
  const as = (cookie: string) => ({
    post: <T = Row>(path: string, body: unknown = {}) => s.t.call<T>('POST', path, { cookie, body }),
    get: <T = Row>(path: string) => s.t.call<T>('GET', path, { cookie }),
  });
  const farFuture = () => new Date(Date.now() + 400 * 24 * 3600 * 1000);

  async function untilGenerated(cookie: string, id: string): Promise<Row> {
    for (let i = 0; i < 600; i++) {
      const got = await as(cookie).get(`/access-certification/get/${id}`);
      if (got.body.Data?.State !== 10) return got.body.Data!;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('The campaign never left Pending Service.');
  }

  async function startedCampaign(cookie: string, name: string, groupId: string, extra: Row): Promise<string> {
    const saved = await as(cookie).post('/access-certification/defs/save', campaignInput(name, groupId, extra));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = String(saved.body.Data!.AccessCertificationId);
    expect((await as(cookie).post(`/access-certification/${id}/start`)).status).toBe(200);
    expect((await untilGenerated(cookie, id)).State).toBe(20);
    return id;
  }

  const isMember = async (groupId: string, userId: string) =>
    (
      await s.t.server.db.query('SELECT 1 FROM group_members WHERE group_def_id = $1 AND user_id = $2', [
        groupId,
        userId,
      ])
    ).length === 1;
  const auditOf = (id: string) =>
    s.t.server.db.query<{ action: string; actor_user_id: string | null }>(
      'SELECT action, actor_user_id::text FROM audit_entries WHERE target_id = $1 ORDER BY created_date, action',
      [id],
    );

  it('completes a campaign at its end date and applies it automatically as its starter', async () => {
    const member = await s.t.actor([]);
    const groupId = await groupOf(s.t, `auto-${engine}`, [member.userId], null);
    const [admin] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    );
    const id = await startedCampaign(s.admin, `Auto ${engine}`, groupId, {
      ReviewerType: 0,
      ReviewerIds: [admin!.user_id],
      EndBehaviour: 1,
      AutoApply: true,
    });
    // Not yet due: nothing happens.
    expect(await endDueCampaigns(s.t.server.db, new Date())).toEqual({ completed: 0, applied: 0, refused: 0 });
    expect(await endDueCampaigns(s.t.server.db, farFuture())).toEqual({ completed: 1, applied: 1, refused: 0 });
    const campaign = (await as(s.admin).get(`/access-certification/get/${id}`)).body.Data!;
    expect(campaign.State).toBe(70);
    expect(await isMember(groupId, member.userId)).toBe(false);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['accessCertifications.autoClose', 'accessCertifications.autoApply']),
    );
    expect(audit.find((a) => a.action === 'accessCertifications.autoApply')!.actor_user_id).toBe(admin!.user_id);
  });

  it("refuses to apply automatically what its starter could not remove by hand (a super admin's membership)", async () => {
    const starter = await s.t.actor(EDIT);
    const [admin] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    );
    const groupId = await groupOf(s.t, `auto-admins-${engine}`, [admin!.user_id], null);
    const id = await startedCampaign(starter.cookie, `Auto escalation ${engine}`, groupId, {
      ReviewerType: 0,
      ReviewerIds: [starter.userId],
      EndBehaviour: 1,
      AutoApply: true,
    });
    expect(await endDueCampaigns(s.t.server.db, farFuture())).toEqual({ completed: 1, applied: 0, refused: 1 });
    const campaign = (await as(s.admin).get(`/access-certification/get/${id}`)).body.Data!;
    expect(campaign.State).toBe(30);
    expect(await isMember(groupId, admin!.user_id)).toBe(true);
    const [row] = await s.t.server.db.query<{ abort_reason: string }>(
      'SELECT abort_reason FROM access_certifications WHERE access_certification_id = $1',
      [id],
    );
    expect(row!.abort_reason).toMatch(/^Automatic apply refused: .+ Apply it by hand\.$/);
    expect((await auditOf(id)).map((a) => a.action)).toContain('accessCertifications.autoApplyRefused');
  });

  it('starts the next run of a recurring campaign once its schedule comes round and the last run is over', async () => {
    const member = await s.t.actor([]);
    const groupId = await groupOf(s.t, `recur-${engine}`, [member.userId], null);
    const [admin] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    );
    const id = await startedCampaign(s.admin, `Monthly ${engine}`, groupId, {
      ReviewerType: 0,
      ReviewerIds: [admin!.user_id],
      Recurrence: '0 0 1 * *',
    });
    const jobs = s.t.server.jobs!;
    // Still running: no next run, however late it is.
    expect(await startRecurringCampaigns(s.t.server.db, jobs, farFuture())).toEqual([]);
    expect((await as(s.admin).post(`/access-certification/${id}/close`)).status).toBe(200);
    // The schedule has not come round since the run began.
    expect(nextOccurrence('0 0 1 * *', new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(await startRecurringCampaigns(s.t.server.db, jobs, new Date(Date.now() - 1000))).toEqual([]);
    const [runId] = await startRecurringCampaigns(s.t.server.db, jobs, farFuture());
    expect(runId).toBeDefined();
    const run = await untilGenerated(s.admin, runId!);
    expect(run.State).toBe(20);
    expect(String(run.Title)).toMatch(new RegExp(`^Monthly ${engine} \\(\\d{4}-\\d{2}-\\d{2}\\)$`));
    expect(run.Recurrence).toBe('0 0 1 * *');
    expect((await as(s.admin).get(`/access-certification/get/${id}`)).body.Data!.Recurrence ?? null).toBeNull();
    // The schedule moved to the new run, which is not over: nothing starts again.
    expect(await startRecurringCampaigns(s.t.server.db, jobs, farFuture())).toEqual([]);
    expect((await auditOf(runId!)).map((a) => a.action)).toContain('accessCertifications.recur');
  });
});
