import { ZoneMfaRequired, ZoneObjectType, ZoneState } from '../../entities/enums';
import { defineResource, designedCalls } from '../define';
import { choicesOf, field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Zones (spec §2.7 zones, zones/save/:id?; designed calls and permissions Zone.List / Zone.Edit): a
 * zone applies a §4 state and MFA rule to the ranges of one zone definition, for every sign-in (object
 * type SystemDefault) or for sign-ins to one application (object type Application).
 *
 * At sign-in the zones whose definition holds the client address are weighed (sign-in/zone-policy.ts):
 * an application's own zones before the system's; within them the most specific matching range
 * (longest prefix) decides, so "everywhere: DenyAll" with "office: AllowAll" admits the office; at
 * equal specificity DenyAll beats AllowAll and Required beats NotRequired. SystemDefault decides
 * nothing (the next zone, or the system default: allowed, no second factor). Console sign-ins are
 * sign-ins to the console's own application.
 */
export const zoneResource = defineResource({
  name: 'zone',
  domain: 'zones',
  titles: { one: 'Zone', many: 'Zones' },
  id: 'ZoneId',
  access: { list: Permissions.ZoneList, edit: Permissions.ZoneEdit },
  noun: 'zone',
  description: "What sign-in from a zone definition's networks may do: allowed, refused, or asked for a second factor.",
  fields: {
    Title: field.title(),
    Name: field.name(),
    ZoneDefId: field.ref('Zone definition', 'zoneDef', { required: true }),
    ZoneDefTitle: field.computed.optionalText('Networks', { sql: 'zd.title' }),
    ObjectType: field.choice('Object type', choicesOf(ZoneObjectType), {
      required: true,
      initial: ZoneObjectType.SystemDefault,
      help: 'System Default: every sign-in. Application: sign-ins to one application.',
    }),
    ApplicationIds: field.objectList('Application', 'application', {
      required: true,
      maxItems: 1,
      shownWhen: { ObjectType: [ZoneObjectType.Application] },
    }),
    ApplicationTitle: field.computed.optionalText('Application', {
      sql: '(SELECT a.title FROM applications a WHERE a.application_id::text = z.application_ids->>0)',
    }),
    State: field.choice('Zone state', choicesOf(ZoneState), {
      required: true,
      initial: ZoneState.SystemDefault,
      help: 'Deny All refuses sign-in from these networks; Allow All admits it over broader zones.',
    }),
    MfaRequired: field.choice('MFA required', choicesOf(ZoneMfaRequired), {
      required: true,
      initial: ZoneMfaRequired.SystemDefault,
      help: 'Required asks for a second factor after the password.',
    }),
    Description: field.longText('Description'),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'ZoneDefTitle', 'ObjectType', 'ApplicationTitle', 'State', 'MfaRequired'],
    search: ['Title', 'Name'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  facts: ['Name', 'ZoneDefTitle', 'ObjectType', 'ApplicationTitle', 'State', 'MfaRequired', 'Description'],
  form: ['Title', 'Name', 'ZoneDefId', 'ObjectType', 'ApplicationIds', 'State', 'MfaRequired', 'Description'],
  calls: designedCalls('/zone', 'zone'),
  store: {
    table: 'zones',
    alias: 'z',
    idColumn: 'zone_id',
    isManaged: true,
    joins: 'LEFT JOIN zone_defs zd ON zd.zone_def_id = z.zone_def_id',
  },
  audit: { targetType: 'Zone' },
  removeText: 'Sign-in from its networks falls back to the other zones and the system default.',
  demo: [
    {
      Title: 'Refuse blocked networks',
      Name: 'refuse-blocked-networks',
      ZoneDefId: 'zoneDef:blocked-networks',
      ObjectType: ZoneObjectType.SystemDefault,
      State: ZoneState.DenyAll,
      MfaRequired: ZoneMfaRequired.SystemDefault,
    },
    {
      Title: 'Head office without a second factor',
      Name: 'head-office-no-mfa',
      ZoneDefId: 'zoneDef:head-office',
      ObjectType: ZoneObjectType.SystemDefault,
      State: ZoneState.AllowAll,
      MfaRequired: ZoneMfaRequired.NotRequired,
    },
    {
      Title: 'Branch offices ask for a second factor',
      Name: 'branch-offices-mfa',
      ZoneDefId: 'zoneDef:branch-offices',
      ObjectType: ZoneObjectType.SystemDefault,
      State: ZoneState.SystemDefault,
      MfaRequired: ZoneMfaRequired.Required,
    },
  ],
});
