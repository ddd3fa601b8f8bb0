import { defineResource, designedCalls, designedSortCall } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** Property groups (spec §2.3 profiles/propertygroups, with save, view and sort; designed calls). */
export const propertyGroupResource = defineResource({
  name: 'propertyGroup',
  domain: 'profiles',
  titles: { one: 'Property group', many: 'Property groups' },
  id: 'PropertyGroupId',
  access: { list: Permissions.ProfilePropertyList, edit: Permissions.ProfilePropertyEdit },
  noun: 'property group',
  description: 'Sections that profile properties are shown in, in this order.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Sort: field.computed.number('Position'),
    PropertyCount: field.computed.number('Properties', {
      sql: '(SELECT count(*)::int FROM profile_properties pp WHERE pp.property_group_id = g.property_group_id)',
    }),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'PropertyCount'],
    search: ['Title', 'Name'],
    filters: ['Sort'],
    unsortable: ['PropertyCount'],
    defaultSort: [
      { Column: 'Sort', Asc: true },
      { Column: 'Title', Asc: true },
    ],
  },
  facts: ['Name', 'Sort', 'PropertyCount'],
  calls: {
    ...designedCalls('/profile/propertygroup', 'group'),
    sort: designedSortCall('/profile/propertygroup', 'group'),
  },
  order: { field: 'Sort' },
  store: { table: 'profile_property_groups', alias: 'g', idColumn: 'property_group_id' },
  audit: { targetType: 'PropertyGroup' },
  removeText: 'Its properties stay and become ungrouped.',
});
