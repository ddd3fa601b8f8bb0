import { describe, expect, it } from 'vitest';
import { resourceCalls } from '../contract/resource-calls';
import { defineResource, designedCalls, designedChildCall } from './define';
import {
  actionRefusal,
  actionsFor,
  actionRequest,
  actorRefusal,
  boundActionFor,
  boundInput,
  boundRecordId,
  checkActionInput,
  confirmTextOf,
  defineActions,
  designedActionCall,
  doneTextOf,
  targetStateOf,
} from './actions';
import { choicesOf, field } from './fields';
import { certificationItemLifecycle, certificationLifecycle } from './definitions/certification-states';

const task = defineResource({
  name: 'layerTask',
  domain: 'layerTasks',
  titles: { one: 'Task', many: 'Tasks' },
  noun: 'task',
  id: 'TaskId',
  fields: {
    Title: field.title(),
    ParentId: field.ref('Parent', 'layerJob'),
    OwnerId: field.computed.text('Owner'),
    State: field.computed.choice('State', choicesOf({ Unknown: 0, InReview: 1, Reviewed: 2 })),
  },
  titleField: 'Title',
  list: { columns: ['Title', 'State'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'Task.List', edit: 'Task.Edit' },
  calls: { list: designedCalls('/task').list, mine: { name: 'mine', path: '/task/mine', isDesigned: true } },
  caller: { field: 'OwnerId', unless: 'Task.List' },
  lifecycle: certificationItemLifecycle,
  actions: defineActions({
    decide: {
      title: 'Approve',
      call: designedActionCall('/task', 'approve', { selection: true }),
      access: null,
      states: ['InReview', 'Reviewed'],
      selection: true,
      input: { Justification: field.longText('Justification', { required: true, maxLength: 500 }) },
    },
  }),
  store: { table: 'tasks', alias: 't', idColumn: 'task_id' },
  audit: { targetType: 'Task' },
});

const job = defineResource({
  name: 'layerJob',
  domain: 'layerJobs',
  titles: { one: 'Job', many: 'Jobs' },
  noun: 'job',
  id: 'JobId',
  fields: {
    Title: field.title(),
    State: field.computed.choice('State', choicesOf({ Unknown: 0, PendingService: 10, Ready: 20 })),
  },
  titleField: 'Title',
  list: { columns: ['Title'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'Job.List', edit: 'Job.Edit' },
  calls: designedCalls('/job'),
  lifecycle: certificationLifecycle,
  actions: defineActions({
    start: {
      title: 'Start',
      call: designedActionCall('/job', 'start'),
      access: 'Job.Edit',
      states: ['Unknown'],
      to: 'PendingService',
    },
    cancel: {
      title: 'Cancel',
      call: designedActionCall('/job', 'cancel'),
      access: 'Job.Edit',
      states: ['Unknown', 'PendingService', 'Ready'],
      to: 'Cancel',
      isDestructive: true,
    },
  }),
  children: {
    tasks: { title: 'Tasks', resource: task, parentField: 'ParentId', call: designedChildCall('/job', 'tasks') },
  },
  store: { table: 'jobs', alias: 'j', idColumn: 'job_id' },
  audit: { targetType: 'Job' },
});

describe('actions: verbs derived into the contract, checked by state', () => {
  it('derives one contract entry per action, child list and the caller’s own list', () => {
    const calls = resourceCalls(job) as unknown as Record<string, { path: string; access: unknown; isWrite: boolean }>;
    expect(calls.start).toMatchObject({
      path: '/job/:id/start',
      access: { kind: 'permission', permission: 'Job.Edit' },
      isWrite: true,
    });
    expect(calls.tasks).toMatchObject({ path: '/job/:id/tasks', access: { kind: 'signedIn' }, isWrite: false });
    const taskCalls = resourceCalls(task) as unknown as Record<string, { path: string; access: unknown }>;
    expect(taskCalls.approve).toMatchObject({ path: '/task/approve', access: { kind: 'signedIn' } });
    expect(taskCalls.mine).toMatchObject({ path: '/task/mine', access: { kind: 'signedIn' } });
  });

  it('a selection body names records by SelectedIds or AllMatching (the data table’s request), never both, and carries the input', () => {
    const body = (resourceCalls(task) as unknown as Record<string, { body: import('zod').ZodType }>).approve!.body;
    const id = '00000000-0000-4000-8000-000000000001';
    expect(body.safeParse({ SelectedIds: [id], Justification: 'ok' }).success).toBe(true);
    expect(body.safeParse({ AllMatching: { Filters: [] }, Justification: 'ok' }).success).toBe(true);
    expect(body.safeParse({ SelectedIds: [id], AllMatching: {}, Justification: 'ok' }).success).toBe(false);
    expect(body.safeParse({ Justification: 'ok' }).success).toBe(false);
    expect(body.safeParse({ SelectedIds: [id], Justification: 'ok', Extra: 1 }).success).toBe(false);
  });

  it('refuses an action outside its states, and a move the lifecycle does not allow', () => {
    const start = job.actions.start;
    expect(actionRefusal(start, certificationLifecycle, 0, 'job')).toBeNull();
    expect(actionRefusal(start, certificationLifecycle, 20, 'job')).toBe(
      'Start is not possible: the job is Ready. It is possible when the job is Not started.',
    );
    const loose = { ...start, states: undefined, to: 'Applied' };
    expect(actionRefusal(loose, certificationLifecycle, 20, 'job')).toBe(
      'The job is Ready; it cannot move to Applied. It can move to Completed or Cancel.',
    );
  });

  it('offers a record only the actions its state allows, and the list the selection ones', () => {
    expect(actionsFor(job.actions, certificationLifecycle, 0, { selection: false }).map(([v]) => v)).toEqual([
      'start',
      'cancel',
    ]);
    expect(actionsFor(job.actions, certificationLifecycle, 20, { selection: false }).map(([v]) => v)).toEqual([
      'cancel',
    ]);
    expect(actionsFor(job.actions, certificationLifecycle, 70, { selection: false })).toEqual([]);
    expect(
      actionsFor(task.actions, certificationItemLifecycle, undefined, { selection: true }).map(([v]) => v),
    ).toEqual(['decide']);
  });

  it('checks the input with the form’s rules and words confirmations and toasts', () => {
    expect(checkActionInput(task.actions.decide, {})).toEqual([
      { Field: 'Justification', Message: 'Justification is required.' },
    ]);
    expect(checkActionInput(task.actions.decide, { Justification: 'Still needed.' })).toEqual([]);
    expect(confirmTextOf(job.actions.cancel, 'job')).toBe('Do you want to cancel this job?');
    expect(doneTextOf(job.actions.start)).toBe('Start done.');
  });

  it('refuses a definition whose action names a state its lifecycle does not have', () => {
    expect(() =>
      defineResource({
        ...job,
        actions: { start: { ...job.actions.start, to: 'Nowhere' } },
      }),
    ).toThrow('unknown state Nowhere');
  });

  it('computes a target state from the record, and checks it as a transition', () => {
    const close = {
      ...job.actions.start,
      states: undefined,
      to: (r: Readonly<Record<string, unknown>>) => (r.IsLate ? 'Applied' : r.IsOpen ? 'Completed' : null),
    };
    expect(targetStateOf(close, { IsOpen: true })).toBe('Completed');
    expect(targetStateOf(close, {})).toBeNull();
    expect(actionRefusal(close, certificationLifecycle, 20, 'job', { IsOpen: true })).toBeNull();
    expect(actionRefusal(close, certificationLifecycle, 20, 'job', { IsLate: true })).toBe(
      'The job is Ready; it cannot move to Applied. It can move to Completed or Cancel.',
    );
    expect(() =>
      defineResource({ ...task, actions: { decide: { ...task.actions.decide, to: () => 'Reviewed' } } }),
    ).toThrow('must name the one state');
  });

  it('lets only the users a record names act, never those its except field names', () => {
    const rule = {
      ...job.actions.start,
      actors: {
        field: 'DeciderIds',
        refusal: 'Not yours.',
        superAdminWhenEmpty: true,
        except: { field: 'OwnerId', refusal: 'Not your own.' },
      },
    };
    const record = { DeciderIds: ['a', 'b'], OwnerId: 'b', State: 0 };
    expect(actorRefusal(rule, record, { userId: 'a', isSuperAdmin: false })).toBeNull();
    expect(actorRefusal(rule, record, { userId: 'b', isSuperAdmin: false })).toBe('Not your own.');
    expect(actorRefusal(rule, record, { userId: 'c', isSuperAdmin: true })).toBe('Not yours.');
    expect(actorRefusal(rule, { ...record, DeciderIds: [] }, { userId: 'c', isSuperAdmin: true })).toBeNull();
    expect(
      actorRefusal({ ...rule, actors: { field: 'OwnerId', refusal: 'x' } }, record, {
        userId: 'b',
        isSuperAdmin: false,
      }),
    ).toBeNull();
    const actions = { start: rule };
    const offered = (userId: string) =>
      actionsFor(actions, certificationLifecycle, 0, {
        selection: false,
        record,
        actor: { userId, isSuperAdmin: false },
      });
    expect(offered('a').map(([v]) => v)).toEqual(['start']);
    expect(offered('c')).toEqual([]);
    expect(() => defineResource({ ...job, actions: { start: rule } })).toThrow('unknown field DeciderIds');
  });
});

/** A kind whose spec'd calls name the record in the body (POST /switch/State) or answer something else. */
const lamp = defineResource({
  name: 'layerLamp',
  domain: 'layerLamps',
  titles: { one: 'Lamp', many: 'Lamps' },
  noun: 'lamp',
  id: 'LampId',
  fields: { Title: field.title(), IsOn: field.boolean('On') },
  titleField: 'Title',
  list: { columns: ['Title'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'Lamp.List', edit: 'Lamp.Edit' },
  calls: designedCalls('/lamp'),
  actions: defineActions({
    on: {
      title: 'Switch on',
      call: { name: 'state', path: '/lamp/State' },
      bound: { idFrom: 'body.LampId', fixed: { IsOn: true } },
      shownWhen: { IsOn: [false] },
      access: 'Lamp.Edit',
      isImmediate: true,
    },
    off: {
      title: 'Switch off',
      call: { name: 'state', path: '/lamp/State' },
      bound: { idFrom: 'body.LampId', fixed: { IsOn: false } },
      shownWhen: { IsOn: [true] },
      access: 'Lamp.Edit',
    },
    test: {
      title: 'Test',
      call: { name: 'test', path: '/lamp/:id/test', domain: 'lampTests' },
      bound: { idFrom: 'params.id' },
      access: 'Lamp.Edit',
    },
  }),
  store: { table: 'lamps', alias: 'l', idColumn: 'lamp_id' },
  audit: { targetType: 'Lamp' },
});

describe('actions bound to a call the spec fixes', () => {
  const id = '00000000-0000-4000-8000-000000000007';

  it('derive no contract entry: the domain declares the call with its own shape', () => {
    const calls = resourceCalls(lamp) as unknown as Record<string, unknown>;
    expect(Object.keys(calls)).not.toContain('state');
    expect(Object.keys(calls)).not.toContain('test');
    expect(calls.list).toBeDefined();
  });

  it('put the record id where the call carries it, with the fixed values, and read it back', () => {
    expect(actionRequest(lamp.actions.on, id, {})).toEqual({ body: { IsOn: true, LampId: id } });
    expect(actionRequest(lamp.actions.test, id, {})).toEqual({ params: { id } });
    expect(actionRequest(lamp.actions.test, id, { Note: 'x' })).toEqual({ params: { id }, body: { Note: 'x' } });
    expect(actionRequest(job.actions.start, id, {})).toEqual({ params: { id }, body: {} });
    expect(boundRecordId(lamp.actions.off.bound, actionRequest(lamp.actions.off, id, {}))).toBe(id);
    expect(boundRecordId(lamp.actions.test.bound, { params: { id } })).toBe(id);
    expect(boundRecordId(lamp.actions.on.bound, { body: { LampId: 7 } })).toBeUndefined();
  });

  it('pick, among the actions sharing a call, the one whose fixed values the body carries', () => {
    const sharing = [lamp.actions.on, lamp.actions.off];
    expect(boundActionFor(sharing, { LampId: id, IsOn: false })?.title).toBe('Switch off');
    expect(boundActionFor(sharing, { LampId: id, IsOn: true })?.title).toBe('Switch on');
    expect(boundActionFor(sharing, { LampId: id })).toBeUndefined();
    expect(boundInput(lamp.actions.on.bound, { LampId: id, IsOn: true, UserIds: [] })).toEqual({ UserIds: [] });
  });

  it('show by the record’s values, as a field’s shownWhen', () => {
    const verbs = (record: Record<string, unknown>) =>
      actionsFor(lamp.actions, undefined, undefined, { selection: false, record }).map(([v]) => v);
    expect(verbs({ IsOn: true })).toEqual(['off', 'test']);
    expect(verbs({ IsOn: false })).toEqual(['on', 'test']);
  });

  it('refuse a bound selection, an unknown shownWhen field and an immediate action with input', () => {
    const base = { ...lamp, actions: undefined, name: 'layerBadLamp' };
    const bound = { idFrom: 'params.id' as const };
    const call = { name: 'x', path: '/lamp/:id/x' };
    expect(() =>
      defineResource({ ...base, actions: { x: { title: 'X', call, access: null, bound, selection: true } } }),
    ).toThrow('bound action x must act on one record');
    expect(() =>
      defineResource({ ...base, actions: { x: { title: 'X', call, access: null, shownWhen: { Nope: [1] } } } }),
    ).toThrow('shown by an unknown field Nope');
    expect(() =>
      defineResource({
        ...base,
        actions: { x: { title: 'X', call, access: null, isImmediate: true, input: { Note: field.text('Note') } } },
      }),
    ).toThrow('immediate action x may neither ask input nor be destructive');
  });
});
