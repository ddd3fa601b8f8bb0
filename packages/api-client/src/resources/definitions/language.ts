import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Languages (spec §2.9 System → languages, Language.List, save; designed calls): the languages the
 * product's texts are offered in, each named by its BCP 47 tag, as Keycloak's supported locales and
 * Okta's languages are. The language values page (languages/values/:id) is a page of its own.
 */
export const languageResource = defineResource({
  name: 'language',
  domain: 'languages',
  titles: { one: 'Language', many: 'Languages' },
  id: 'LanguageId',
  access: { list: Permissions.LanguageList, edit: Permissions.LanguageEdit },
  noun: 'language',
  description: 'Languages the product’s texts are offered in.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Code: field.text('Language tag', { required: true, maxLength: 35, help: 'A BCP 47 tag, such as en-GB or tr.' }),
    IsRightToLeft: field.boolean('Right to left'),
    Description: field.longText('Description'),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'Code', 'IsRightToLeft'],
    search: ['Title', 'Name', 'Code'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/language'),
  store: { table: 'languages', alias: 'lg', idColumn: 'language_id', isManaged: true },
  audit: { targetType: 'Language' },
  demo: [
    { Title: 'English', Name: 'english', Code: 'en', IsRightToLeft: false },
    { Title: 'Türkçe', Name: 'turkish', Code: 'tr', IsRightToLeft: false },
    { Title: 'العربية', Name: 'arabic', Code: 'ar', IsRightToLeft: true },
  ],
});
