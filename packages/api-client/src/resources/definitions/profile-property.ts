import { ProfilePropertyType } from '../../entities/enums';
import { defineResource, designedCalls, designedSortCall } from '../define';
import { choicesOf, field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Profile properties (spec §2.3 profiles/properties with save, view, sort and values; designed calls):
 * the typed attributes a profile holds per user (§4 Profile property type). A Lookup property offers
 * its own choices, at least one.
 */
export const profilePropertyResource = defineResource({
  name: 'profileProperty',
  domain: 'profiles',
  titles: { one: 'Profile property', many: 'Profile properties' },
  id: 'ProfilePropertyId',
  access: { list: Permissions.ProfilePropertyList, edit: Permissions.ProfilePropertyEdit },
  noun: 'profile property',
  description: 'The attributes profiles hold per user, in this order.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    PropertyType: field.choice('Type', choicesOf(ProfilePropertyType, { DateTime: 'Date and time' }), {
      required: true,
      initial: ProfilePropertyType.Text,
    }),
    PropertyGroupId: field.ref('Property group', 'propertyGroup'),
    PropertyGroupTitle: field.computed.optionalText('Group', { sql: 'g.title' }),
    Sort: field.computed.number('Position'),
    IsRequired: field.boolean('Required'),
    LookupValues: field.textList('Lookup choices', {
      help: 'The values a Lookup property offers, one per line.',
      required: true,
      shownWhen: { PropertyType: [ProfilePropertyType.Lookup] },
    }),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'PropertyType', 'PropertyGroupTitle', 'IsRequired'],
    search: ['Title', 'Name'],
    filters: ['Sort'],
    defaultSort: [
      { Column: 'Sort', Asc: true },
      { Column: 'Title', Asc: true },
    ],
  },
  facts: ['Name', 'PropertyType', 'PropertyGroupTitle', 'IsRequired', 'LookupValues', 'Sort'],
  calls: {
    ...designedCalls('/profile/property', 'property'),
    sort: designedSortCall('/profile/property', 'property'),
  },
  order: { field: 'Sort' },
  store: {
    table: 'profile_properties',
    alias: 'pp',
    idColumn: 'profile_property_id',
    joins: 'LEFT JOIN profile_property_groups g ON g.property_group_id = pp.property_group_id',
  },
  audit: { targetType: 'ProfileProperty' },
  removeText: 'Every profile value of this property is removed too.',
});
