import { defineResource, designedCalls, designedChildCall } from '../define';
import { choicesOf, field } from '../fields';
import { flowStagesProblem, StageOrder, type FlowStageSpec } from '../../workflow/flow-model';
import { flowItemResource } from './flow-item';
import { Permissions } from '../../contract/permissions';

/**
 * Approval flows (§2.10 flows, Workflow.List; `flows/save/:id?`; issue 27): ordered stages, serial or
 * parallel, each with its approvers, any-of or all-of, a timeout that escalates to fallback approvers
 * and an optional condition (a rule written with the rule builder); an optional form the requester
 * fills. Running instances are its items (`flow/:id/items`). Access packages name a flow in their
 * request policy; the shared-account password reveal (§4) is meant to name one the same way.
 */
export const flowResource = defineResource({
  name: 'flow',
  domain: 'flows',
  titles: { one: 'Flow', many: 'Flows' },
  id: 'FlowId',
  access: { list: Permissions.WorkflowList, edit: Permissions.WorkflowList },
  noun: 'flow',
  description: 'Approval flows: who approves a request, in which stages, with which form.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    FormDefId: field.ref('Form the requester fills', 'formDef', { help: 'Empty: no form.' }),
    FormTitle: field.computed.optionalText('Form', {
      sql: '(SELECT f.title FROM form_defs f WHERE f.form_def_id = fl.form_def_id)',
    }),
    StageOrder: field.choice(
      'Stages run',
      choicesOf(StageOrder, { Serial: 'One after another', Parallel: 'All at once' }),
      {
        required: true,
        initial: StageOrder.Serial,
      },
    ),
    Stages: field.itemList<FlowStageSpec>('Stages', {
      required: true,
      maxItems: 10,
      check: flowStagesProblem,
      initial: [{ Title: 'Owners', Approvers: [{ Kind: 'Owners' }], Decision: 'AnyOf' }],
    }),
    StageCount: field.computed.number('Stages', { sql: 'jsonb_array_length(fl.stages)' }),
    PendingCount: field.computed.number('Pending items', {
      sql: "(SELECT count(*)::int FROM flow_items i WHERE i.flow_id = fl.flow_id AND i.state = 'Pending')",
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'FormTitle', 'StageCount', 'PendingCount'],
    search: ['Title', 'Name'],
    unsortable: ['StageCount', 'PendingCount', 'FormTitle'],
    defaultSort: [{ Column: 'Title', Asc: true }],
    emptyText: 'No flows yet.',
  },
  calls: designedCalls('/flow', 'flow'),
  store: { table: 'flows', alias: 'fl', idColumn: 'flow_id', touchColumn: 'updated_date' },
  dependants: [
    { countSql: 'SELECT count(*)::int FROM access_packages WHERE flow_id = $1', what: 'access packages' },
    {
      countSql: "SELECT count(*)::int FROM flow_items WHERE flow_id = $1 AND state = 'Pending'",
      what: 'pending items',
    },
  ],
  children: {
    items: {
      title: 'Items',
      resource: flowItemResource,
      parentField: 'FlowId',
      call: designedChildCall('/flow', 'items'),
    },
  },
  audit: { targetType: 'Flow' },
  removeText: 'A flow an access package names, or with pending items, cannot be removed.',
  demo: [
    {
      Title: 'Manager then owners',
      Name: 'manager-then-owners',
      Description: "The requester's manager approves, then the package's owners.",
      FormDefId: 'formDef:access-justification',
      StageOrder: StageOrder.Serial,
      Stages: [
        { Title: 'Manager', Approvers: [{ Kind: 'Manager' }], Decision: 'AnyOf' },
        { Title: 'Owners', Approvers: [{ Kind: 'Owners' }], Decision: 'AnyOf' },
      ],
    },
  ],
});
