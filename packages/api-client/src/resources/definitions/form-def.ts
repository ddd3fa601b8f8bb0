import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { formFieldsProblem, type FormFieldSpec } from '../../workflow/form-model';
import { Permissions } from '../../contract/permissions';

/**
 * Form definitions (§2.10 forms, Forms.List; `forms/def/:id?`): the fields a requester fills when a
 * flow asks (issue 27). Each field is one of the §5 input types or a choice from a lookup list, with a
 * label, required and length or range rules; the one form model (workflow/form-model.ts) checks the
 * definition here and the answers on the server, and renders the designer's live preview. The spec
 * names one permission for the screen, so Forms.List both reads and edits (as Workflow.List for flows).
 */
export const formDefResource = defineResource({
  name: 'formDef',
  domain: 'forms',
  titles: { one: 'Form', many: 'Forms' },
  id: 'FormDefId',
  access: { list: Permissions.FormsList, edit: Permissions.FormsList },
  noun: 'form',
  description: 'Forms requesters fill when an approval flow asks them.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    Fields: field.itemList<FormFieldSpec>('Fields', {
      required: true,
      maxItems: 30,
      check: formFieldsProblem,
      initial: [{ Key: 'reason', Label: 'Reason', Type: 'text', IsRequired: true, MaxLength: 500 }],
    }),
    FieldCount: field.computed.number('Fields', { sql: 'jsonb_array_length(fd.fields)' }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'FieldCount', 'CreatedDate'],
    search: ['Title', 'Name'],
    unsortable: ['FieldCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
    emptyText: 'No forms yet.',
  },
  calls: designedCalls('/form', 'form'),
  store: { table: 'form_defs', alias: 'fd', idColumn: 'form_def_id', touchColumn: 'updated_date' },
  dependants: [{ countSql: 'SELECT count(*)::int FROM flows WHERE form_def_id = $1', what: 'flows' }],
  audit: { targetType: 'FormDef' },
  removeText: 'A form a flow uses cannot be removed.',
  demo: [
    {
      Title: 'Access justification',
      Name: 'access-justification',
      Description: 'Why the access is needed and until when.',
      Fields: [
        { Key: 'reason', Label: 'Reason', Type: 'text', IsRequired: true, MinLength: 10, MaxLength: 500 },
        { Key: 'until', Label: 'Needed until', Type: 'date', IsRequired: false },
        { Key: 'ticket', Label: 'Ticket', Type: 'url', IsRequired: false },
      ],
    },
  ],
});
