import { defineResource } from '../define';
import { defineActions, designedActionCall } from '../actions';
import { field } from '../fields';
import { lifecycleChoices } from '../lifecycle';
import { flowItemLifecycle } from '../../workflow/flow-model';
import { Permissions } from '../../contract/permissions';

const justification = { Justification: field.longText('Justification', { maxLength: 1000 }) };
const line = (sql: string) => `coalesce(string_agg(${sql}, E'\\n' ORDER BY e.seq), '')`;

/**
 * Running flows (§2.10 `flow/:id/items`; issue 27): one per request a flow decides, with its state,
 * the stages waiting for a decision, the requester's answers and the history (who decided what when).
 * Approve and deny are actions any signed-in user may call; the server refuses (403) anyone who is not
 * an approver of a pending stage. The server creates items; there is no save.
 */
export const flowItemResource = defineResource({
  name: 'flowItem',
  domain: 'flows',
  titles: { one: 'Flow item', many: 'Flow items' },
  id: 'FlowItemId',
  access: { list: Permissions.WorkflowList, edit: Permissions.WorkflowList },
  noun: 'flow item',
  fields: {
    FlowId: field.computed.text('Flow id', { column: 'flow_id' }),
    FlowTitle: field.computed.text('Flow', { sql: '(SELECT f.title FROM flows f WHERE f.flow_id = fi.flow_id)' }),
    SubjectType: field.computed.text('Subject type'),
    SubjectId: field.computed.text('Subject id'),
    SubjectTitle: field.computed.text('Request'),
    RequesterId: field.computed.text('Requester id'),
    RequesterTitle: field.computed.text('Requester', {
      sql: '(SELECT coalesce(u.display_name, u.user_name) FROM users u WHERE u.user_id = fi.requester_id)',
    }),
    State: field.computed.choice('State', lifecycleChoices(flowItemLifecycle)),
    PendingStages: field.computed.optionalText('Waiting for', {
      sql: `(SELECT string_agg(s.title, ', ' ORDER BY s.stage_index) FROM flow_item_stages s WHERE s.flow_item_id = fi.flow_item_id AND s.state = 'Pending')`,
    }),
    Answers: field.computed.optionalText('Answers', {
      sql: `(SELECT string_agg((a->>'Question') || ': ' || (a->>'Answer'), E'\\n') FROM jsonb_array_elements(fi.answers) a)`,
    }),
    History: field.computed.optionalText('History', {
      sql: `(SELECT ${line(
        `to_char(e.event_date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' ' || coalesce((SELECT u.user_name FROM users u WHERE u.user_id = e.actor_id), 'System') || ' ' || e.what`,
      )} FROM flow_item_events e WHERE e.flow_item_id = fi.flow_item_id)`,
    }),
    CreatedDate: field.computed.dateTime('Started'),
    CompletedDate: field.computed.optionalDateTime('Completed'),
  },
  titleField: 'SubjectTitle',
  list: {
    columns: ['SubjectTitle', 'RequesterTitle', 'State', 'PendingStages', 'CreatedDate', 'CompletedDate'],
    search: ['SubjectTitle'],
    filters: ['State', 'FlowId'],
    unsortable: ['RequesterTitle', 'PendingStages'],
    defaultSort: [{ Column: 'CreatedDate', Asc: false }],
    emptyText: 'No requests went through this flow yet.',
  },
  calls: { get: { name: 'itemGet', path: '/flow/items/get/:id', isDesigned: true } },
  lifecycle: flowItemLifecycle,
  actions: defineActions({
    approve: {
      title: 'Approve',
      call: designedActionCall('/flow/items', 'approve', { prefix: 'item' }),
      access: null,
      states: ['Pending'],
      input: justification,
    },
    deny: {
      title: 'Deny',
      call: designedActionCall('/flow/items', 'deny', { prefix: 'item' }),
      access: null,
      states: ['Pending'],
      isDestructive: true,
      confirmText: 'Deny this request?',
      input: justification,
    },
  }),
  store: { table: 'flow_items', alias: 'fi', idColumn: 'flow_item_id' },
  audit: { targetType: 'FlowItem' },
});
