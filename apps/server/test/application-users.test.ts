import { describe, expect, it } from 'vitest';
import { ApplicationKeyType, type PagedData } from '@portcullis/api-client/contract';
import { inDays, page, useApplicationServer } from './application-fixtures';

/** Who uses an application on both databases: application users, group members, and removal. */
describe.each(['pglite', 'postgres'] as const)('application users and members on %s', (engine) => {
  const { s, post, get, db, createApp, createKey } = useApplicationServer(engine);

  it('assigns users with account names, state and validity, shown on the user applications list', async () => {
    const app = await createApp(`users-${engine}`);
    const [ada, bob] = await db().query<{ user_id: string }>(
      "SELECT user_id FROM users WHERE user_name LIKE 'user%' ORDER BY user_name LIMIT 2",
    );
    const save = (body: Record<string, unknown>) =>
      post<{ ApplicationUserId: string; IsActive: boolean; AccountName: string }>('/application/user/save', {
        ApplicationId: app.ApplicationId,
        State: 1,
        ...body,
      });
    const first = await save({ UserId: ada!.user_id, AccountName: 'ADA', ValidUntil: inDays(10) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Data).toMatchObject({ AccountName: 'ADA', IsActive: true });
    expect((await save({ UserId: ada!.user_id })).status).toBe(409);
    const clash = await save({ UserId: bob!.user_id, AccountName: 'ada' });
    expect(clash.status).toBe(409);
    expect(clash.body.Message).toBe(`${app.Title} already has an account named "ada".`);
    expect((await save({ UserId: bob!.user_id, ValidFrom: inDays(2), ValidUntil: inDays(1) })).status).toBe(400);
    const later = await save({ UserId: bob!.user_id, ValidFrom: inDays(2) });
    expect(later.body.Data!.IsActive).toBe(false);
    const disabled = await save({
      ApplicationUserId: first.body.Data!.ApplicationUserId,
      UserId: ada!.user_id,
      State: 0,
      AccountName: 'ada.l',
    });
    expect(disabled.body.Data).toMatchObject({ AccountName: 'ada.l', IsActive: false });
    const mine = await post<
      PagedData<{ ApplicationId: string; Title: string; AccountName: string; LoginTypeText: string }>
    >('/user/applicationlist', { ...page, UserId: ada!.user_id });
    expect(mine.body.Data!.Data).toContainEqual(
      expect.objectContaining({
        ApplicationId: app.ApplicationId,
        Title: app.Title,
        AccountName: 'ada.l',
        LoginTypeText: 'Password',
      }),
    );
    const listed = await post<PagedData<{ UserId: string }>>('/application/user/list', {
      ...page,
      ApplicationId: app.ApplicationId,
    });
    expect(listed.body.Data!.TotalItemCount).toBe(2);
    const removed = await s.t.call('DELETE', `/application/user/remove/${first.body.Data!.ApplicationUserId}`, {
      cookie: s.admin,
    });
    expect(removed.status).toBe(200);
    expect((await get(`/application/user/get/${first.body.Data!.ApplicationUserId}`)).status).toBe(404);
  });

  it('assigns groups as members and counts the users of their subgroups too', async () => {
    const app = await createApp(`members-${engine}`);
    const [group] = await db().query<{ group_def_id: string; n: number }>(
      "SELECT g.group_def_id, (SELECT count(*)::int FROM group_members m WHERE m.group_def_id = g.group_def_id) AS n FROM group_defs g WHERE g.name = 'sales'",
    );
    expect(
      (await post(`/application/${app.ApplicationId}/members/assign`, { GroupDefIds: [group!.group_def_id] })).status,
    ).toBe(200);
    const members = await post<PagedData<{ GroupDefId: string; MemberCount: number }>>(
      `/application/${app.ApplicationId}/members`,
      page,
    );
    expect(members.body.Data!.Data).toEqual([
      expect.objectContaining({ GroupDefId: group!.group_def_id, MemberCount: group!.n }),
    ]);
    expect(
      (
        await post(`/application/${app.ApplicationId}/members/assign`, {
          GroupDefIds: ['00000000-0000-4000-8000-0000000000ff'],
        })
      ).status,
    ).toBe(400);
    const removed = await post<{ RemovedCount: number }>(`/application/${app.ApplicationId}/members/unassign`, {
      GroupDefIds: [group!.group_def_id],
    });
    expect(removed.body.Data!.RemovedCount).toBe(1);
  });

  it('removes a user-defined application with its keys and members, but not while users are assigned', async () => {
    const app = await createApp(`removed-${engine}`);
    await createKey(app.ApplicationId, ApplicationKeyType.Rest);
    const [group] = await db().query<{ id: string }>("SELECT group_def_id AS id FROM group_defs WHERE name = 'sales'");
    await post(`/application/${app.ApplicationId}/members/assign`, { GroupDefIds: [group!.id] });
    const [user] = await db().query<{ id: string }>(
      "SELECT user_id AS id FROM users WHERE user_name <> 'admin' LIMIT 1",
    );
    const assigned = await post<{ ApplicationUserId: string }>('/application/user/save', {
      ApplicationId: app.ApplicationId,
      UserId: user!.id,
      State: 1,
    });
    const remove = () => s.t.call('DELETE', `/application/remove/${app.ApplicationId}`, { cookie: s.admin });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(`removed-${engine} still has 1 user: remove them on its Users tab first.`);
    await s.t.call('DELETE', `/application/user/remove/${assigned.body.Data!.ApplicationUserId}`, { cookie: s.admin });
    expect((await remove()).status).toBe(200);
    const left = await db().query<{ n: number }>(
      `SELECT (SELECT count(*) FROM application_keys WHERE application_id = $1)::int
            + (SELECT count(*) FROM group_applications WHERE application_id = $1)::int AS n`,
      [app.ApplicationId],
    );
    expect(left[0]!.n).toBe(0);
  });
});
