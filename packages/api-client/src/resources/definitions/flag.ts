import { defineResource, designedCalls } from '../define';
import { field, type Choice } from '../fields';
import { Permissions } from '../../contract/permissions';

/** Where a flag value applies, most specific first (the order `resolveFeatureFlags` applies them in). */
export const FLAG_SCOPES = ['User', 'Group', 'Application', 'Tenant'] as const;
export type FlagScope = (typeof FLAG_SCOPES)[number];

const scopeChoices: readonly Choice<FlagScope>[] = [
  { value: 'Tenant', title: 'Tenant' },
  { value: 'User', title: 'User' },
  { value: 'Group', title: 'Group' },
  { value: 'Application', title: 'Application' },
];

const OBJECT_TITLE_SQL = `CASE fv.scope
  WHEN 'User' THEN (SELECT coalesce(u.display_name, u.user_name) FROM users u WHERE u.user_id::text = fv.user_ids->>0)
  WHEN 'Group' THEN (SELECT g.title FROM group_defs g WHERE g.group_def_id::text = fv.group_ids->>0)
  WHEN 'Application' THEN (SELECT a.title FROM applications a WHERE a.application_id::text = fv.application_ids->>0)
  ELSE (SELECT t.name FROM tenants t ORDER BY t.name LIMIT 1) END`;

/**
 * Feature flag values (spec §2.9 flags/list, flags/save/:id?; Flag.List): one flag turned on or off for
 * the tenant, one user, one group or one application. Decision (Okta's and LaunchDarkly's targeting): the
 * most specific value wins — user, then group, then application (the console's own application for the
 * console), then tenant, then the definition's default; among several groups of one user, on wins (a flag
 * value grants a feature, as group grants add up). One value per flag and object (409 otherwise).
 */
export const flagResource = defineResource({
  name: 'flag',
  domain: 'flags',
  titles: { one: 'Flag', many: 'Flags' },
  id: 'FlagId',
  access: { list: Permissions.FlagList, edit: Permissions.FlagEdit },
  noun: 'flag value',
  description: 'Feature flags turned on or off for the tenant, a user, a group or an application.',
  fields: {
    Title: field.title('Title', { help: 'Why this value exists, e.g. "Pilot for the helpdesk".' }),
    FlagDefId: field.ref('Flag', 'flagDef', { required: true, immutable: true }),
    FlagName: field.computed.text('Flag', { sql: 'fd.name' }),
    Scope: field.choice('Applies to', scopeChoices, { required: true, initial: 'Tenant', immutable: true }),
    UserIds: field.objectList('User', 'User', { maxItems: 1, required: true, shownWhen: { Scope: ['User'] } }),
    GroupIds: field.objectList('Group', 'Group', { maxItems: 1, required: true, shownWhen: { Scope: ['Group'] } }),
    ApplicationIds: field.objectList('Application', 'Application', {
      maxItems: 1,
      required: true,
      shownWhen: { Scope: ['Application'] },
    }),
    ObjectTitle: field.computed.text('Object', { sql: OBJECT_TITLE_SQL }),
    IsEnabled: field.boolean('On'),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  list: {
    columns: ['FlagName', 'Scope', 'ObjectTitle', 'IsEnabled', 'Title'],
    search: ['Title', 'FlagName'],
    defaultSort: [
      { Column: 'FlagName', Asc: true },
      { Column: 'Scope', Asc: true },
    ],
    scope: { field: 'FlagDefId' },
  },
  calls: designedCalls('/flags'),
  store: {
    table: 'feature_flag_values',
    alias: 'fv',
    idColumn: 'flag_value_id',
    joins: 'JOIN feature_flags fd ON fd.flag_def_id = fv.flag_def_id',
    touchColumn: 'updated_date',
  },
  audit: { targetType: 'FeatureFlag' },
});
