import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * A flag's name as the product's code names it (§6: PAGE_DASHBOARD_SECURITY, ANOMALY_DETECTION).
 * Decision (Unleash's rule: names are URL-friendly): letters, digits, '_', '-' and '.', from a letter.
 */
export const FLAG_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
export const FLAG_NAME_MESSAGE = "Name may hold letters, digits, '_', '-' and '.', starting with a letter.";

/**
 * Feature flag definitions (spec §2.9 flag/defs, flag/defs/save/:id?, flag/defs/view/:id; Flag.List).
 * A definition names a flag the product's code checks and says whether it is on where no value is set
 * (`DefaultValue`). Values per tenant, user, group or application are the `flag` resource
 * (definitions/flag.ts); how they combine is `resolveFeatureFlags` (flag-resolution.ts). The name never
 * changes once the flag exists: the code refers to it. Removing a definition removes its values.
 */
export const flagDefResource = defineResource({
  name: 'flagDef',
  domain: 'flagDefs',
  titles: { one: 'Flag definition', many: 'Flag definitions' },
  id: 'FlagDefId',
  access: { list: Permissions.FlagList, edit: Permissions.FlagEdit },
  noun: 'flag definition',
  description: 'Feature flags the product checks, with the value that holds where none is set.',
  removeText: 'Its values for tenants, users, groups and applications are removed too; the feature turns off.',
  fields: {
    Title: field.title(),
    Name: field.name({ maxLength: 100, immutable: true, help: 'The name the product checks, e.g. ANOMALY_DETECTION.' }),
    Description: field.longText('Description'),
    DefaultValue: field.boolean('On by default', { column: 'is_enabled' }),
    ValueCount: field.computed.number('Values', {
      sql: '(SELECT count(*)::int FROM feature_flag_values v WHERE v.flag_def_id = ff.flag_def_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'DefaultValue', 'ValueCount'],
    search: ['Title', 'Name', 'Description'],
    defaultSort: [{ Column: 'Name', Asc: true }],
  },
  calls: designedCalls('/flag/defs'),
  store: { table: 'feature_flags', alias: 'ff', idColumn: 'flag_def_id', touchColumn: 'updated_date' },
  audit: { targetType: 'FlagDefinition' },
});
