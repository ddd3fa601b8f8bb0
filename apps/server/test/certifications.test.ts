import { describe, expect, it } from 'vitest';
import type { PagedData } from '@portcullis/api-client/contract';
import { useTestServer } from './use-test-server';
import { campaignInput, EDIT, groupOf } from './certification-fixtures';
import type { TestServer } from '../src/testing/test-server';

type Row = Record<string, unknown>;
const PAGE = { CurrentPage: 1, ItemPerPage: 50 };

/**
 * Access certification on the resource layer (issue 26), on both databases: the lifecycle refuses
 * illegal transitions with a 400 naming the states, the generation job moves a started campaign to
 * Ready, reviewers reach only their items, decisions follow the campaign's rules, and applying
 * removes rejected access through the guard of whoever applies.
 */
describe.each(['pglite', 'postgres'] as const)('access certification on %s', (engine) => {
  const s = useTestServer(engine);
  const as = (cookie: string) => ({
    post: <T = Row>(path: string, body: unknown = {}) => s.t.call<T>('POST', path, { cookie, body }),
    get: <T = Row>(path: string) => s.t.call<T>('GET', path, { cookie }),
  });

  /** Polls the campaign until it leaves Pending Service (the job's work), a bounded number of times. */
  async function untilGenerated(id: string): Promise<Row> {
    for (let i = 0; i < 600; i++) {
      const got = await as(s.admin).get(`/access-certification/get/${id}`);
      if (got.body.Data?.State !== 10) return got.body.Data!;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('The campaign never left Pending Service.');
  }

  it('runs a campaign: refuses illegal moves, generates items, decides per reviewer, applies the rejections', async () => {
    const manager = await s.t.actor([]);
    const stranger = await s.t.actor([]);
    const keep = await s.t.actor([]);
    const lose = await s.t.actor([]);
    const groupId = await groupOf(s.t, `cert-${engine}`, [keep.userId, lose.userId], manager.userId);
    const admin = as(s.admin);

    const saved = await admin.post('/access-certification/defs/save', campaignInput(`Quarterly ${engine}`, groupId));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = String(saved.body.Data!.AccessCertificationId);
    expect(saved.body.Data!.State).toBe(0);

    const early = await admin.post(`/access-certification/${id}/apply`);
    expect(early.status).toBe(400);
    expect(early.body.Message).toBe(
      'Apply is not possible: the campaign is Not started. It is possible when the campaign is Completed.',
    );

    const started = await admin.post(`/access-certification/${id}/start`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await untilGenerated(id)).State).toBe(20);
    const again = await admin.post(`/access-certification/${id}/start`);
    expect(again.status).toBe(400);
    expect(again.body.Message).toContain('the campaign is Ready');

    const all = await admin.post<PagedData<Row>>(`/access-certification/${id}/items`, PAGE);
    expect(all.body.Data!.TotalItemCount).toBe(2);
    expect(all.body.Data!.Data.every((i) => i.ReviewerId === manager.userId && i.Recommendation !== 0)).toBe(true);
    const itemOf = (userId: string) => String(all.body.Data!.Data.find((i) => i.UserId === userId)!.ItemId);

    // A reviewer sees only their own items; anyone else sees none and may decide none.
    const reviewer = as(manager.cookie);
    expect(
      (await reviewer.post<PagedData<Row>>(`/access-certification/${id}/items`, PAGE)).body.Data!.TotalItemCount,
    ).toBe(2);
    expect(
      (await reviewer.post<PagedData<Row>>('/access-certification/items/mine', PAGE)).body.Data!.TotalItemCount,
    ).toBe(2);
    const other = as(stranger.cookie);
    expect(
      (await other.post<PagedData<Row>>(`/access-certification/${id}/items`, PAGE)).body.Data!.TotalItemCount,
    ).toBe(0);
    const crossed = await other.post('/access-certification/items/reject', {
      SelectedIds: [itemOf(lose.userId)],
      Justification: 'Not mine to decide.',
    });
    expect(crossed.status).toBe(403);
    expect((await other.get(`/access-certification/items/get/${itemOf(lose.userId)}`)).status).toBe(403);

    const bare = await reviewer.post('/access-certification/items/reject', { SelectedIds: [itemOf(lose.userId)] });
    expect(bare.status).toBe(400);
    expect(bare.body.Message).toBe('A justification is required to reject.');
    const rejected = await reviewer.post('/access-certification/items/reject', {
      SelectedIds: [itemOf(lose.userId)],
      Justification: 'Left the team.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.Data).toEqual({ Count: 1 });
    const approved = await reviewer.post('/access-certification/items/approve', {
      AllMatching: { Filters: [{ Column: 'UserTitle', Value: keep.userName, Operator: 4 }], Scope: id },
    });
    expect(approved.body.Data).toEqual({ Count: 1 });

    const closed = await admin.post(`/access-certification/${id}/close`);
    expect(closed.body.Data!.State).toBe(30);
    const late = await reviewer.post('/access-certification/items/approve', { SelectedIds: [itemOf(lose.userId)] });
    expect(late.status).toBe(400);
    expect((await admin.post(`/access-certification/${id}/cancel`)).body.Message).toBe(
      'Cancel is not possible: the campaign is Completed. It is possible when the campaign is Not started, Pending Service or Ready.',
    );

    const applied = await admin.post(`/access-certification/${id}/apply`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.Data!.State).toBe(70);
    expect(applied.body.Data!.RemovedCount).toBe(1);
    const members = await s.t.server.db.query<{ user_id: string }>(
      'SELECT user_id::text FROM group_members WHERE group_def_id = $1',
      [groupId],
    );
    expect(members.map((m) => m.user_id)).toEqual([keep.userId]);
    const results = await admin.get<Row>(`/access-certification/items/get/${itemOf(lose.userId)}`);
    expect(results.body.Data).toMatchObject({ Result: 2, ApplyResult: 1, Justification: 'Left the team.' });
    const audit = await s.t.server.db.query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE target_type = 'AccessCertification' AND target_id = $1 ORDER BY created_date",
      [id],
    );
    expect(audit.map((a) => a.description.split(':')[0])).toEqual([`Quarterly ${engine}`, 'Start', 'Close', 'Apply']);
    const decisions = await s.t.server.db.query(
      "SELECT 1 FROM audit_entries WHERE target_type = 'AccessCertificationItem' AND description LIKE 'Reject: 1 %'",
    );
    expect(decisions).toHaveLength(1);
  });

  it('refuses to apply a rejection of access the applier may not manage (a super admin’s membership)', async () => {
    const applier = await s.t.actor(EDIT);
    const [adminRow] = await s.t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    );
    const groupId = await groupOf(s.t, `cert-admins-${engine}`, [adminRow!.user_id], null);
    const api = as(applier.cookie);
    const saved = await api.post(
      '/access-certification/defs/save',
      campaignInput(`Escalation ${engine}`, groupId, { ReviewerType: 0, ReviewerIds: [applier.userId] }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = String(saved.body.Data!.AccessCertificationId);
    await api.post(`/access-certification/${id}/start`);
    expect((await untilGenerated(id)).State).toBe(20);
    const items = await api.post<PagedData<Row>>(`/access-certification/${id}/items`, PAGE);
    const rejected = await api.post('/access-certification/items/reject', {
      SelectedIds: items.body.Data!.Data.map((i) => i.ItemId),
      Justification: 'Trying to demote the admin.',
    });
    expect(rejected.status).toBe(200);
    await api.post(`/access-certification/${id}/close`);
    const applied = await api.post(`/access-certification/${id}/apply`);
    expect(applied.status).toBe(403);
    const still = await s.t.server.db.query('SELECT 1 FROM group_members WHERE group_def_id = $1 AND user_id = $2', [
      groupId,
      adminRow!.user_id,
    ]);
    expect(still).toHaveLength(1);
    expect((await api.get(`/access-certification/get/${id}`)).body.Data!.State).toBe(30);
  });
});
