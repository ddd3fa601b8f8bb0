import { describe, expect, it } from 'vitest';
import type { PagedData } from '@portcullis/api-client/contract';
import { useTestServer } from './use-test-server';
import { campaignInput, groupOf } from './certification-fixtures';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

/**
 * The certification items list (issue 26, `/access-certification/:id/items`), made cheaper per page:
 * its output stays what the item, its user and its reviewer say — checked against a reference read
 * written here independently of the definition's SQL — and an unknown campaign is still a 404, an
 * existing one a caller reaches no item of an empty page. On both databases.
 */
describe.each(['pglite', 'postgres'] as const)('certification items list on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });

  it('answers each item with its user, reviewer and last sign-in, in order, and 404 for an unknown campaign', async () => {
    const manager = await s.t.actor([]);
    const stranger = await s.t.actor([]);
    const members = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    await s.t.server.db.query(
      "UPDATE users SET display_name = 'Shown Name', last_login_date = now() WHERE user_id = $1",
      [members[0]!.userId],
    );
    const groupId = await groupOf(
      s.t,
      `list-${engine}`,
      members.map((m) => m.userId),
      manager.userId,
    );
    const saved = await post('/access-certification/defs/save', campaignInput(`Listed ${engine}`, groupId));
    const id = String(saved.body.Data!.AccessCertificationId);
    expect((await post(`/access-certification/${id}/start`, {})).status).toBe(200);
    for (let i = 0; i < 600; i++) {
      const got = await s.t.call<Row>('GET', `/access-certification/get/${id}`, { cookie: s.admin });
      if (got.body.Data?.State !== 10) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const reference = await s.t.server.db.query<Row>(
      `SELECT i.item_id, i.user_id, coalesce(u.display_name, u.user_name) AS user_title, u.last_login_date,
              i.reviewer_id, coalesce(r.display_name, r.user_name) AS reviewer_title, i.object_title
         FROM access_certification_items i JOIN users u ON u.user_id = i.user_id
         LEFT JOIN users r ON r.user_id = i.reviewer_id
        WHERE i.access_certification_id = $1 ORDER BY i.object_title, i.item_id`,
      [id],
    );
    expect(reference).toHaveLength(3);
    for (const page of [1, 2]) {
      const listed = await post<PagedData<Row>>(`/access-certification/${id}/items`, {
        CurrentPage: page,
        ItemPerPage: 2,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.Data!.TotalItemCount).toBe(3);
      expect(
        listed.body.Data!.Data.map((r) => [r.ItemId, r.UserId, r.UserTitle, r.LastUsed, r.ReviewerId, r.ReviewerTitle]),
      ).toEqual(
        reference
          .slice((page - 1) * 2, page * 2)
          .map((r) => [r.item_id, r.user_id, r.user_title, iso(r.last_login_date), r.reviewer_id, r.reviewer_title]),
      );
    }
    expect(reference.map((r) => r.user_title)).toContain('Shown Name');

    // A caller who reaches none of them gets an empty page; an unknown campaign is a 404 for everyone.
    const none = await post<PagedData<Row>>(
      `/access-certification/${id}/items`,
      { CurrentPage: 1, ItemPerPage: 5 },
      stranger.cookie,
    );
    expect([none.status, none.body.Data!.TotalItemCount, none.body.Data!.Data]).toEqual([200, 0, []]);
    const unknown = '00000000-0000-4000-8000-000000000026';
    for (const cookie of [s.admin, stranger.cookie])
      expect(
        (await post(`/access-certification/${unknown}/items`, { CurrentPage: 1, ItemPerPage: 5 }, cookie)).status,
      ).toBe(404);
  });
});
