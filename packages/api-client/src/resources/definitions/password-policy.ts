import { defaultPasswordPolicy as d } from '../../password-policy';
import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { definedBy } from './security-shared';
import { Permissions } from '../../contract/permissions';

/** A §3 policy count: empty means the §5 default, written in its help. */
const count = (title: string, fallback: number, min = 0, max = 1000) =>
  field.number(title, { min, max, integer: true, initial: fallback, help: `Empty: ${fallback} (the default).` });

/**
 * Password policies (spec §2.7 policy/defs, PolicyDef.List; §3 fields, §5 defaults; designed calls),
 * one per category (its Name). Two are Defined by System: `default` (every user without another) and
 * `admin` (super admins). Decision: further policies apply to the users of one user source, as
 * directory products scope policies to groups of users; a user's policy is `admin` for a super admin,
 * else their source's, else `default`. `GET /user/UserPasswordPolicies/{category}` serves them (also by
 * user or user source id), the console's PasswordField reads them per category, and the server checks
 * every password it is given against the user's policy. The rules live in password-policy.ts.
 */
export const passwordPolicyResource = defineResource({
  name: 'passwordPolicy',
  domain: 'policies',
  titles: { one: 'Password policy', many: 'Password policies' },
  id: 'PasswordPolicyId',
  access: { list: Permissions.PolicyDefList, edit: Permissions.PolicyDefEdit },
  noun: 'password policy',
  description: 'Rules every password must meet, per category of users.',
  fields: {
    Title: field.title(),
    Name: field.name({ column: 'category', immutable: true }),
    Description: field.longText('Description'),
    UserSourceId: field.ref('Applies to users of', 'userSource', {
      help: 'The user source whose users are held to this policy (super admins always follow the admin policy).',
    }),
    UserSourceTitle: field.computed.optionalText('Applies to', {
      sql: '(SELECT s.title FROM user_sources s WHERE s.user_source_id = pp.user_source_id)',
    }),
    MinimumNumberOfPasswordLength: count('Minimum length', d.MinimumNumberOfPasswordLength, 1),
    MaximumNumberOfPasswordLength: count('Maximum length', d.MaximumNumberOfPasswordLength, 1),
    MinimumNumberOfLetters: count('Minimum letters', d.MinimumNumberOfLetters),
    MinimumNumberOfLettersLowerCase: count('Minimum lowercase letters', d.MinimumNumberOfLettersLowerCase),
    MinimumNumberOfLettersUpperCase: count('Minimum uppercase letters', d.MinimumNumberOfLettersUpperCase),
    MinimumNumberOfNumericCharacters: count('Minimum digits', d.MinimumNumberOfNumericCharacters),
    MinimumNumberOfSpecialCharacters: count('Minimum special characters', d.MinimumNumberOfSpecialCharacters),
    SpecialCharacters: field.text('Special characters', {
      maxLength: 100,
      initial: d.SpecialCharacters,
      help: `The characters that count as special. Empty: ${d.SpecialCharacters}`,
    }),
    RequiredCategoryCount: field.number('Required character categories', {
      min: 0,
      max: 5,
      integer: true,
      initial: d.RequiredCategoryCount,
      help: `How many of lowercase, uppercase, digits and special characters a password mixes; ${d.RequiredCategoryCount} (the default) asks for all four.`,
    }),
    UnlockOnPasswordChange: field.boolean('Unlock a locked account when its password changes'),
    DefinedBy: definedBy(),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: [
      'Title',
      'Name',
      'UserSourceTitle',
      'MinimumNumberOfPasswordLength',
      'RequiredCategoryCount',
      'DefinedBy',
    ],
    search: ['Title', 'Name'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  facts: [
    'Name',
    'Description',
    'UserSourceTitle',
    'MinimumNumberOfPasswordLength',
    'MaximumNumberOfPasswordLength',
    'MinimumNumberOfLetters',
    'MinimumNumberOfLettersLowerCase',
    'MinimumNumberOfLettersUpperCase',
    'MinimumNumberOfNumericCharacters',
    'MinimumNumberOfSpecialCharacters',
    'SpecialCharacters',
    'RequiredCategoryCount',
    'UnlockOnPasswordChange',
    'DefinedBy',
    'CreatedDate',
  ],
  calls: designedCalls('/policy/def'),
  store: {
    table: 'password_policies',
    alias: 'pp',
    idColumn: 'password_policy_id',
    touchColumn: 'updated_date',
  },
  audit: { targetType: 'PasswordPolicy' },
  removeText: 'Users of its source follow the default policy from now on.',
});
