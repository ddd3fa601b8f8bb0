import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Zone definitions (spec §2.7 zones/defs, ZoneDef.List; designed calls): named network locations, each
 * a list of IPv4 and IPv6 addresses and CIDR ranges (Entra ID's "named locations", Okta's network
 * zones). A definition decides nothing by itself: zones (zone.ts) apply a state and an MFA rule to it,
 * for the whole system or for an application, and access restrictions may name it.
 */
export const zoneDefResource = defineResource({
  name: 'zoneDef',
  domain: 'zones',
  titles: { one: 'Zone definition', many: 'Zone definitions' },
  id: 'ZoneDefId',
  access: { list: Permissions.ZoneDefList, edit: Permissions.ZoneDefEdit },
  noun: 'zone definition',
  description: 'Named network locations: the addresses and ranges zones and access restrictions refer to.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Ranges: field.textList('Network ranges', {
      required: true,
      format: 'cidr',
      maxItems: 500,
      maxLength: 50,
      help: 'One IPv4 or IPv6 address or CIDR range per line, e.g. 192.0.2.0/24 or 2001:db8::/32.',
    }),
    Description: field.longText('Description'),
    ZoneCount: field.computed.number('Used by zones', {
      sql: '(SELECT count(*)::int FROM zones z WHERE z.zone_def_id = zd.zone_def_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ZoneCount', 'CreatedDate'],
    search: ['Title', 'Name'],
    unsortable: ['ZoneCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  facts: ['Name', 'Ranges', 'Description', 'ZoneCount', 'CreatedDate'],
  calls: designedCalls('/zone/def', 'zoneDef'),
  store: { table: 'zone_defs', alias: 'zd', idColumn: 'zone_def_id', isManaged: true },
  dependants: [{ countSql: 'SELECT count(*)::int AS n FROM zones WHERE zone_def_id = $1', what: 'zones' }],
  audit: { targetType: 'ZoneDef' },
  removeText:
    'A zone definition still used by a zone cannot be removed; access restrictions that name it stop matching it.',
  demo: [
    {
      Title: 'Head office',
      Name: 'head-office',
      Ranges: ['10.20.0.0/16', '2001:db8:20::/48'],
      Description: 'The head office network and its VPN pool.',
    },
    { Title: 'Branch offices', Name: 'branch-offices', Ranges: ['10.30.0.0/16', '10.31.0.0/16'] },
    {
      Title: 'Blocked networks',
      Name: 'blocked-networks',
      Ranges: ['198.18.0.0/15', '2001:db8:bad::/48'],
      Description: 'Networks abuse came from; sign-in from them is refused.',
    },
  ],
});
