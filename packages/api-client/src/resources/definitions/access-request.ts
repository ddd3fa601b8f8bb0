import { defineResource } from '../define';
import { defineActions, designedActionCall, type ActionActors } from '../actions';
import { field } from '../fields';
import { lifecycleChoices } from '../lifecycle';
import { accessRequestLifecycle } from '../../governance/request-lifecycle';
import { Permissions } from '../../contract/permissions';

const base = '/userauthrequests';

/**
 * The people who may decide a request's current stage (jsonb array of user ids, SQL on aliases r, p,
 * c): the stage's approvers, else the catalog's owners, else the package's fallback approvers — never
 * the requester (Entra ID: a requester cannot approve their own request). An empty array: no one
 * resolves, and only a super admin may decide.
 */
const STAGE_APPROVERS_SQL = `coalesce(
  nullif((CASE r.current_stage WHEN 1 THEN p.first_approver_ids WHEN 2 THEN p.second_approver_ids ELSE '[]'::jsonb END) - r.requester_id::text, '[]'::jsonb),
  nullif(c.owner_ids - r.requester_id::text, '[]'::jsonb),
  p.fallback_approver_ids - r.requester_id::text)`;

/** A request a flow decides (issue 27): the approvers of its flow item's open stages who have not decided them yet. */
const FLOW_APPROVERS_SQL = `coalesce((
  SELECT jsonb_agg(DISTINCT a.id) FROM flow_item_stages s, jsonb_array_elements_text(s.approver_ids) a(id)
   WHERE s.flow_item_id = r.flow_item_id AND s.state = 'Pending' AND NOT EXISTS (
     SELECT 1 FROM flow_item_decisions d WHERE d.flow_item_id = s.flow_item_id AND d.stage_index = s.stage_index AND d.approver_id::text = a.id)
  ), '[]'::jsonb)`;

/** Who may decide the request now (empty outside pending approval): the one definition lists and checks read. */
const REQUEST_APPROVERS_SQL = `CASE WHEN r.state <> 'PendingApproval' THEN '[]'::jsonb
  WHEN r.flow_item_id IS NULL THEN ${STAGE_APPROVERS_SQL} ELSE ${FLOW_APPROVERS_SQL} END`;

const justification = { Justification: field.longText('Justification', { maxLength: 1000 }) };

/** Approve and deny: the current stage's approvers (a super admin when none resolves), never the requester. */
const deciders: ActionActors = {
  field: 'ApproverIds',
  refusal: 'Only the approvers of this stage can decide this request.',
  superAdminWhenEmpty: true,
  except: { field: 'RequesterId', refusal: 'You cannot decide your own request.' },
};

/**
 * Access requests (§2.5 /userauthrequests/list): a user requests a package, its approvers decide stage
 * by stage, then the system delivers it. The list and get are hand-written (the caller's views and
 * what they may see); approve, deny and cancel are this definition's actions, so the layer checks the
 * state, who may act (the record names them), the input, moves the state and audits. Approving the
 * last stage moves the request to Delivering and the server delivers it as the system: approvers (a
 * manager, a catalog owner) need not hold what they approve, as in Entra ID; the no-escalation rule is
 * kept where a package gets its contents (only who holds them may add them). A request a flow decides
 * (issue 27) moves when its flow finishes, not by the action.
 */
export const accessRequestResource = defineResource({
  name: 'accessRequest',
  domain: 'accessRequests',
  titles: { one: 'Access request', many: 'Access requests' },
  id: 'AccessRequestId',
  access: { list: Permissions.UserAuthRequestList, edit: Permissions.UserAuthRequestList },
  noun: 'request',
  fields: {
    AccessPackageId: field.computed.text('Access package id'),
    AccessPackageTitle: field.computed.text('Access package', { sql: 'p.title' }),
    RequesterId: field.computed.text('Requester id'),
    RequesterName: field.computed.text('Requester', { sql: 'u.user_name' }),
    Title: field.computed.text('Request', { sql: `p.title || ' for ' || u.user_name` }),
    Justification: field.computed.text('Justification'),
    State: field.computed.choice('State', lifecycleChoices(accessRequestLifecycle)),
    CurrentStage: field.computed.number('Stage'),
    ApprovalStages: field.computed.number('Approval stages'),
    ApproverIds: field.computed.textList('Approvers', { sql: REQUEST_APPROVERS_SQL }),
    FlowItemId: field.computed.optionalText('Flow item id'),
    Reason: field.computed.optionalText('Reason'),
    CreatedDate: field.computed.dateTime('Requested'),
    UpdatedDate: field.computed.optionalDateTime('Updated'),
  },
  titleField: 'Title',
  list: {
    columns: ['AccessPackageTitle', 'RequesterName', 'State', 'CreatedDate'],
    defaultSort: [{ Column: 'CreatedDate', Asc: false }],
  },
  calls: {},
  lifecycle: accessRequestLifecycle,
  actions: defineActions({
    approve: {
      title: 'Approve',
      call: {
        ...designedActionCall(base, 'approve'),
        summary: "Designed: approves the current stage of a request (the stage's approvers only).",
      },
      access: null,
      states: ['PendingApproval'],
      // The last stage delivers; an earlier one keeps it pending at the next stage; a flow moves it itself.
      to: (r) =>
        r.FlowItemId ? null : Number(r.CurrentStage) >= Number(r.ApprovalStages) ? 'Delivering' : 'PendingApproval',
      actors: deciders,
      input: justification,
      doneText: 'Request approved.',
    },
    deny: {
      title: 'Deny',
      call: {
        ...designedActionCall(base, 'deny'),
        summary: "Designed: denies a request (the current stage's approvers only).",
      },
      access: null,
      states: ['PendingApproval'],
      to: (r) => (r.FlowItemId ? null : 'Denied'),
      actors: deciders,
      input: justification,
      isDestructive: true,
      confirmText: 'Deny this request?',
      doneText: 'Request denied.',
    },
    cancel: {
      title: 'Cancel',
      call: {
        ...designedActionCall(base, 'cancel'),
        summary: 'Designed: the requester withdraws an undecided request.',
      },
      access: null,
      states: ['Submitted', 'PendingApproval'],
      to: 'Cancelled',
      actors: { field: 'RequesterId', refusal: 'Only the requester can cancel a request.' },
      isDestructive: true,
      confirmText: 'Withdraw this request? Its approvers no longer see it.',
      doneText: 'Request cancelled.',
    },
  }),
  store: {
    table: 'access_requests',
    alias: 'r',
    idColumn: 'access_request_id',
    joins: `JOIN access_packages p ON p.access_package_id = r.access_package_id
  JOIN catalogs c ON c.catalog_id = p.catalog_id JOIN users u ON u.user_id = r.requester_id`,
  },
  audit: { targetType: 'AccessRequest' },
});
