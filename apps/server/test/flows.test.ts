import { describe, expect, it } from 'vitest';
import { Permissions as P, type AccessRequest, type PagedData } from '@portcullis/api-client/contract';
import type { Engine, TestActor, TestServer } from '../src/testing/test-server';
import { escalateDueStages } from '../src/domains/flows/index';
import { useTestServer } from './use-test-server';
import { eventually } from './provisioning-fixtures';
import { accessPackageBody } from './access-package-kit';

type Row = Record<string, unknown>;

const one = async (t: TestServer, sql: string, params: unknown[] = []) =>
  String(Object.values((await t.server.db.query<Row>(sql, params))[0]!)[0]);
const grantsOf = async (t: TestServer, userId: string) =>
  (await t.server.db.query<{ name: string }>('SELECT name FROM user_grants_of(ARRAY[$1::uuid])', [userId])).map(
    (r) => r.name,
  );

const FORM_FIELDS = [
  { Key: 'reason', Label: 'Reason', Type: 'text', IsRequired: true, MinLength: 5, MaxLength: 200 },
  { Key: 'contact', Label: 'Contact e-mail', Type: 'email', IsRequired: true },
  { Key: 'until', Label: 'Needed until', Type: 'date', IsRequired: false },
  { Key: 'hours', Label: 'Hours a week', Type: 'number', IsRequired: false, Min: 1, Max: 40 },
  { Key: 'site', Label: 'Site', Type: 'select', IsRequired: true, Options: ['Istanbul', 'Berlin'] },
];

/**
 * Approval flows and forms (issue 27) on both databases: a form's answers checked on the server with
 * the §5 messages, a two-stage serial flow (stage 2 all-of) approving an access request through its
 * flow item, non-approvers refused, and a stage past its timeout escalated to its fallback approvers.
 */
describe.each(['pglite', 'postgres'] as Engine[])('approval flows on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 3 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  let n = 0;

  async function form(): Promise<string> {
    const saved = await post('/form/save', { Title: `Form ${++n}`, Name: `form-${n}`, Fields: FORM_FIELDS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return String(saved.body.Data!.FormDefId);
  }

  async function flow(stages: Row[], formDefId: string | null = null): Promise<string> {
    const saved = await post('/flow/save', {
      Title: `Flow ${++n}`,
      Name: `flow-${n}`,
      FormDefId: formDefId,
      StageOrder: 0,
      Stages: stages,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return String(saved.body.Data!.FlowId);
  }

  async function packageThrough(flowId: string): Promise<string> {
    const cat = await post('/catalog/save', { Title: `Cat ${++n}`, Name: `cat-${n}`, IsEnabled: true, OwnerIds: [] });
    const pkg = await post(
      '/access-package/save',
      accessPackageBody({
        Title: `Flowed ${++n}`,
        Name: `flowed-${n}`,
        CatalogId: cat.body.Data!.CatalogId,
        ApprovalStages: 3,
        FlowId: flowId,
      }),
    );
    expect(pkg.status, JSON.stringify(pkg.body)).toBe(200);
    const id = String(pkg.body.Data!.AccessPackageId);
    const permission = await one(s.t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [
      P.ContentList,
    ]);
    expect((await post(`/access-package/${id}/permissions/assign`, { ObjectIds: [permission] })).status).toBe(200);
    return id;
  }

  const user = (who: TestActor) => ({ Kind: 'User', Id: who.userId });
  const decide = (who: TestActor, id: string, verb: 'approve' | 'deny') =>
    post<AccessRequest>(`/userauthrequests/${id}/${verb}`, {}, who.cookie);
  const itemOf = (requestId: string) =>
    one(s.t, 'SELECT flow_item_id::text FROM access_requests WHERE access_request_id = $1', [requestId]);

  it('checks form answers on the server with the §5 messages', async () => {
    const requester = await s.t.actor([]);
    const approver = await s.t.actor([]);
    const pkg = await packageThrough(
      await flow([{ Title: 'One', Approvers: [user(approver)], Decision: 'AnyOf' }], await form()),
    );
    const offered = await post<PagedData<{ AccessPackageId: string; FormFields: Row[] }>>(
      '/userauthrequests/packages',
      { CurrentPage: 1, ItemPerPage: 100 },
      requester.cookie,
    );
    expect(offered.body.Data!.Data.find((p) => p.AccessPackageId === pkg)!.FormFields).toEqual(FORM_FIELDS);
    const bad = await post(
      '/userauthrequests/create',
      {
        AccessPackageId: pkg,
        FormAnswers: { reason: 'x', contact: 'not-an-address', until: '0001-01-01', hours: 90, site: 'Paris' },
      },
      requester.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([
      { Field: 'reason', Message: 'Reason must be at least 5 characters.' },
      { Field: 'contact', Message: 'Contact e-mail must be an e-mail address.' },
      { Field: 'until', Message: 'Needed until must be a date (YYYY-MM-DD).' },
      { Field: 'hours', Message: 'Hours a week must be at most 40.' },
      { Field: 'site', Message: 'Site must be one of: Istanbul, Berlin.' },
    ]);
    const missing = await post('/userauthrequests/create', { AccessPackageId: pkg, FormAnswers: {} }, requester.cookie);
    expect(missing.body.Errors).toEqual([
      { Field: 'reason', Message: 'Reason is required.' },
      { Field: 'contact', Message: 'Contact e-mail is required.' },
      { Field: 'site', Message: 'Site is required.' },
    ]);
    const unasked = await post(
      '/userauthrequests/create',
      {
        AccessPackageId: pkg,
        FormAnswers: { reason: 'Quarterly report', contact: 'a@example.com', site: 'Berlin', x: '1' },
      },
      requester.cookie,
    );
    expect(unasked.status).toBe(400);
    expect(unasked.body.Message).toBe('The form has no field x.');
    expect(
      await one(s.t, 'SELECT count(*)::int FROM access_requests WHERE requester_id = $1', [requester.userId]),
    ).toBe('0');
  });

  it('approves an access request through two serial stages, the second all-of, refusing non-approvers', async () => {
    const [first, second, third, requester, stranger] = [
      await s.t.actor([]),
      await s.t.actor([]),
      await s.t.actor([]),
      await s.t.actor([]),
      await s.t.actor([]),
    ];
    const flowId = await flow(
      [
        { Title: 'Lead', Approvers: [user(first)], Decision: 'AnyOf' },
        { Title: 'Security', Approvers: [user(second), user(third)], Decision: 'AllOf' },
      ],
      await form(),
    );
    const pkg = await packageThrough(flowId);
    const created = await post<AccessRequest>(
      '/userauthrequests/create',
      {
        AccessPackageId: pkg,
        FormAnswers: {
          reason: 'Quarterly report',
          contact: 'lead@example.com',
          until: '2031-01-31',
          hours: 4,
          site: 'Berlin',
        },
      },
      requester.cookie,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.Data!.AccessRequestId;
    expect(created.body.Data).toMatchObject({ State: 'PendingApproval', ApproverIds: [first.userId] });
    expect(created.body.Data!.Answers).toEqual([
      { Question: 'Reason', Answer: 'Quarterly report' },
      { Question: 'Contact e-mail', Answer: 'lead@example.com' },
      { Question: 'Needed until', Answer: '2031-01-31' },
      { Question: 'Hours a week', Answer: '4' },
      { Question: 'Site', Answer: 'Berlin' },
    ]);
    const itemId = await itemOf(id);
    // The open stage's approver hears of it in the bell; the next stage's not before it opens.
    const bell = (userId: string) =>
      s.t.server.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [userId]);
    const heard = await eventually(
      async () => ((await bell(first.userId)).length ? bell(first.userId) : undefined),
      'the bell',
    );
    expect(heard.map((r) => r.title)).toEqual([
      `${requester.userName} requests access to ${created.body.Data!.AccessPackageTitle} for ${requester.userName}`,
    ]);
    expect(await bell(second.userId)).toEqual([]);

    // Not yet their stage, not an approver at all, or their own request: refused, nothing recorded.
    for (const who of [second, stranger]) {
      const refused = await decide(who, id, 'approve');
      expect(refused.status).toBe(403);
      expect(refused.body.Message).toBe('Only the approvers of this stage can decide this request.');
    }
    const refusedItem = await post(`/flow/items/${itemId}/approve`, {}, stranger.cookie);
    expect(refusedItem.status).toBe(403);
    expect(refusedItem.body.Message).toBe('Only the approvers of a waiting stage can decide this request.');
    expect((await decide(requester, id, 'approve')).body.Message).toBe('You cannot decide your own request.');

    const staged = await decide(first, id, 'approve');
    expect(staged.body.Data).toMatchObject({ State: 'PendingApproval' });
    expect([...staged.body.Data!.ApproverIds].sort()).toEqual([second.userId, third.userId].sort());
    expect((await decide(first, id, 'approve')).status).toBe(403);

    const half = await decide(second, id, 'approve');
    expect(half.body.Data).toMatchObject({ State: 'PendingApproval', ApproverIds: [third.userId] });
    expect(await grantsOf(s.t, requester.userId)).not.toContain(P.ContentList);

    // The last approver decides on the flow item itself (the layer action): the request is delivered.
    const done = await post<Row>(`/flow/items/${itemId}/approve`, { Justification: 'Looks right' }, third.cookie);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Data).toMatchObject({ State: 'Approved', SubjectId: id, RequesterId: requester.userId });
    expect(String(done.body.Data!.History)).toContain('approved stage Security: Looks right');
    const request = await s.t.call<AccessRequest>('GET', `/userauthrequests/get/${id}`, { cookie: requester.cookie });
    expect(request.body.Data).toMatchObject({ State: 'Delivered' });
    expect(request.body.Data!.Decisions.map((d) => [d.Stage, d.ApproverId, d.IsApproved])).toEqual(
      expect.arrayContaining([
        [1, first.userId, true],
        [2, second.userId, true],
        [2, third.userId, true],
      ]),
    );
    expect(await grantsOf(s.t, requester.userId)).toContain(P.ContentList);
    expect((await post(`/flow/items/${itemId}/deny`, {}, third.cookie)).status).toBe(400);

    const items = await post<PagedData<Row>>(`/flow/${flowId}/items`, { CurrentPage: 1, ItemPerPage: 25 });
    expect(items.body.Data!.Data.map((r) => [r.FlowItemId, r.State])).toEqual([[itemId, 'Approved']]);
    const audited = await s.t.server.db.query<Row>(
      `SELECT e.action FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
        WHERE e.target_type = 'FlowItem' AND e.target_id = $1 AND t.name <> 'AccessRefused'`,
      [itemId],
    );
    expect(audited.map((a) => a.action)).toEqual(['flows.itemApprove']);
  });

  it('denies on one denial of an all-of stage', async () => {
    const [a, b, requester] = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    const pkg = await packageThrough(await flow([{ Title: 'Both', Approvers: [user(a), user(b)], Decision: 'AllOf' }]));
    const id = (await post<AccessRequest>('/userauthrequests/create', { AccessPackageId: pkg }, requester.cookie)).body
      .Data!.AccessRequestId;
    expect((await decide(a, id, 'approve')).body.Data!.State).toBe('PendingApproval');
    expect((await decide(b, id, 'deny')).body.Data!.State).toBe('Denied');
    expect(await one(s.t, 'SELECT state FROM flow_items WHERE flow_item_id = $1', [await itemOf(id)])).toBe('Denied');
    expect(await grantsOf(s.t, requester.userId)).not.toContain(P.ContentList);
  });

  it('escalates a stage past its timeout to the fallback approvers (the scheduled sweep, driven directly)', async () => {
    const [approver, fallback, requester] = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    const pkg = await packageThrough(
      await flow([
        {
          Title: 'Slow',
          Approvers: [user(approver)],
          Decision: 'AnyOf',
          TimeoutHours: 24,
          FallbackApproverIds: [fallback.userId],
        },
      ]),
    );
    const id = (await post<AccessRequest>('/userauthrequests/create', { AccessPackageId: pkg }, requester.cookie)).body
      .Data!.AccessRequestId;
    expect((await decide(fallback, id, 'approve')).status).toBe(403);
    const db = s.t.server.db;
    expect(await db.transaction((tx) => escalateDueStages(tx, new Date()))).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await db.transaction((tx) => escalateDueStages(tx, tomorrow))).toBe(1);
    expect(await db.transaction((tx) => escalateDueStages(tx, tomorrow))).toBe(0);
    const escalated = await s.t.call<AccessRequest>('GET', `/userauthrequests/get/${id}`, { cookie: requester.cookie });
    expect([...escalated.body.Data!.ApproverIds].sort()).toEqual([approver.userId, fallback.userId].sort());
    expect((await decide(fallback, id, 'approve')).body.Data!.State).toBe('Delivered');
    expect(
      await one(s.t, 'SELECT what FROM flow_item_events WHERE flow_item_id = $1 AND what LIKE $2', [
        await itemOf(id),
        '%timed out%',
      ]),
    ).toBe('stage Slow timed out: escalated to 1 fallback approver(s)');
  });

  it('refuses malformed forms and flows with a clear message', async () => {
    const cases: Array<[string, Row, string]> = [
      [
        '/form/save',
        { Title: 'F', Name: 'f-bad-1', Fields: [{ Key: '1x', Label: 'A', Type: 'text', IsRequired: true }] },
        'A: Key must start with a letter and hold only letters, digits and underscores (at most 40).',
      ],
      [
        '/form/save',
        { Title: 'F', Name: 'f-bad-2', Fields: [{ Key: 'a', Label: 'A', Type: 'color', IsRequired: true }] },
        'A: Type must be one of: text, email, date, number, password, tel, url, select.',
      ],
      [
        '/form/save',
        {
          Title: 'F',
          Name: 'f-bad-3',
          Fields: [{ Key: 'a', Label: 'A', Type: 'select', IsRequired: true, Options: [] }],
        },
        'A: a choice needs at least one option.',
      ],
      [
        '/form/save',
        {
          Title: 'F',
          Name: 'f-bad-4',
          Fields: [
            { Key: 'a', Label: 'A', Type: 'text', IsRequired: true },
            { Key: 'A', Label: 'B', Type: 'text', IsRequired: true },
          ],
        },
        'Two fields have the key a; keys must differ.',
      ],
      [
        '/flow/save',
        { Title: 'W', Name: 'w-bad-1', StageOrder: 0, Stages: [{ Title: 'S', Approvers: [], Decision: 'AnyOf' }] },
        'Stage 1 (S): add at least one approver.',
      ],
      [
        '/flow/save',
        {
          Title: 'W',
          Name: 'w-bad-2',
          StageOrder: 0,
          Stages: [{ Title: 'S', Approvers: [{ Kind: 'Owners' }], Decision: 'AnyOf', TimeoutHours: 5 }],
        },
        'Stage 1 (S): a timeout needs fallback approvers.',
      ],
      [
        '/flow/save',
        {
          Title: 'W',
          Name: 'w-bad-3',
          StageOrder: 0,
          Stages: [{ Title: 'S', Approvers: [{ Kind: 'User', Id: "1' OR 1=1" }], Decision: 'AnyOf' }],
        },
        'Stage 1 (S): choose the user.',
      ],
      ['/flow/save', { Title: 'W', Name: 'w-bad-4', StageOrder: 0, Stages: [] }, 'Stages needs at least one value.'],
      [
        '/flow/save',
        {
          Title: 'W',
          Name: 'w-bad-5',
          StageOrder: 0,
          Stages: [
            {
              Title: 'S',
              Approvers: [{ Kind: 'User', Id: '00000000-0000-4000-8000-000000000001' }],
              Decision: 'AnyOf',
            },
          ],
        },
        'Stage 1 (S): an approver is not a user.',
      ],
      [
        '/flow/save',
        {
          Title: 'W',
          Name: 'w-bad-6',
          StageOrder: 0,
          Stages: [
            {
              Title: 'S',
              Approvers: [{ Kind: 'Owners' }],
              Decision: 'AnyOf',
              ConditionRuleId: '00000000-0000-4000-8000-000000000002',
            },
          ],
        },
        'Stage 1 (S): the condition rule does not exist.',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.Message).toBe(message);
    }
    expect((await post('/form/save', { Title: 'F', Name: 'f-bad-5', Fields: 'x' })).status).toBe(400);
  });
});
