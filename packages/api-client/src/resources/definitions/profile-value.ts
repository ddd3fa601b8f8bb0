import { Permissions } from '../../contract/permissions';
import { ProfilePropertyType } from '../../entities/enums';
import type { ProfileUserValues } from '../../entities/profiles';
import { defineResource } from '../define';
import { choiceTitle, field, type AnyField } from '../fields';
import type { RecordForm } from '../record-form';
import { profilePropertyResource } from './profile-property';

type Property = ProfileUserValues['Values'][number];

/**
 * The form field of one profile property (§4 property types): a lookup is a choice of its values, a
 * number a number, a date a date, a date and time a moment, the others text (an image's URL may be a
 * `data:image/` one, which the server checks and a url field would refuse). The generic controls render
 * it and `checkFieldValue` checks it as the server's `checkValue` does.
 */
export function profileValueField(p: Property): AnyField {
  const options = {
    required: p.IsRequired,
    help: `${choiceTitle(profilePropertyResource.fields.PropertyType, p.PropertyType)}${p.PropertyGroupTitle ? ` · ${p.PropertyGroupTitle}` : ''}`,
  };
  switch (p.PropertyType) {
    case ProfilePropertyType.Lookup:
      return field.choice(
        p.Title,
        p.LookupValues.map((v) => ({ value: v, title: v })),
        options,
      ) as AnyField;
    case ProfilePropertyType.Number:
      return field.number(p.Title, options) as AnyField;
    case ProfilePropertyType.Date:
      return field.date(p.Title, options) as AnyField;
    case ProfilePropertyType.DateTime:
      return field.dateTime(p.Title, options) as AnyField;
    default:
      return field.text(p.Title, options) as AnyField;
  }
}

/**
 * A user's values as the form edits them: one field per property, by property name (the server names
 * problems by it); a number starts as a number, empty as empty; every value is sent back as text, empty
 * as null.
 */
export const profileValueForm: RecordForm<ProfileUserValues> = {
  fields: (values) => Object.fromEntries(values.Values.map((v) => [v.Name, profileValueField(v)])),
  draft: (values) =>
    Object.fromEntries(
      values.Values.map((v) => [
        v.Name,
        v.PropertyType === ProfilePropertyType.Number ? (v.Value === null ? null : Number(v.Value)) : (v.Value ?? ''),
      ]),
    ),
  input: (values, draft) => ({
    UserId: values.UserId,
    Values: values.Values.map((v) => {
      const value = draft[v.Name];
      return {
        ProfilePropertyId: v.ProfilePropertyId,
        Value: value === null || value === undefined || value === '' ? null : String(value),
      };
    }),
  }),
};

/**
 * A user's values in one profile (spec §2.3 ProfileValueAdd `profilevalueadd/:id`, ProfileValueEdit
 * `profilevalueedit/:id/:username?`): one value per property of the profile. The record is keyed by the
 * profile and the user (`key`), and its form's fields are the profile's properties, read from the loaded
 * record (`recordForm`). The get, save and remove are the profiles domain's own contract entries and
 * handlers (`isHandWritten`: the save checks each value against its property's type, lookup choices and
 * required flag); the definition names them, and says how the route's params and the loaded record make
 * their requests, so the generic save screen serves both pages. No list: a profile's users are its child
 * list (`profileUserResource`).
 *
 * Decisions (the spec is silent): removing a user's values removes every value of that profile and keeps
 * the user (Okta's profile attributes are cleared, not the person); the Add page asks for the user first,
 * then edits their values as they stand (a user who already has values gets them, as Entra ID's
 * extension attributes are one set per user).
 */
export const profileValueResource = defineResource({
  name: 'profileValue',
  domain: 'profiles',
  titles: { one: 'Profile value', many: 'Profile values' },
  id: 'UserId',
  access: { list: Permissions.ProfileList, edit: Permissions.ProfileEdit },
  noun: 'profile value',
  fields: {
    ProfileId: field.computed.text('Profile'),
    ProfileTitle: field.computed.text('Profile'),
    UserId: field.computed.text('User'),
    UserName: field.computed.text('User name'),
    FormattedName: field.computed.text('Name'),
    Values: field.computed.json<ProfileUserValues['Values']>('Values'),
  },
  titleField: 'UserName',
  list: { columns: ['UserName'], defaultSort: [{ Column: 'UserName', Asc: true }] },
  key: ['id', 'username'],
  recordForm: profileValueForm,
  removeText: 'The user stays in the directory.',
  // The profiles domain's hand-written entries (contract/profiles.ts), named for the generic save screen.
  calls: {
    get: {
      name: 'userValues',
      path: '/profile/:id/values/:username',
      isDesigned: true,
      isHandWritten: true,
      params: { id: 'id', username: 'username' },
    },
    save: {
      name: 'saveValues',
      path: '/profile/:id/values',
      isDesigned: true,
      isHandWritten: true,
      params: { id: 'id' },
    },
    remove: {
      name: 'removeValues',
      path: '/profile/:id/values/remove',
      method: 'POST',
      isDesigned: true,
      isHandWritten: true,
      params: { id: 'id' },
      recordBody: { UserId: 'UserId' },
    },
  },
  store: { table: 'profile_values', alias: 'pv', idColumn: 'user_id' },
  audit: { targetType: 'User' },
});
