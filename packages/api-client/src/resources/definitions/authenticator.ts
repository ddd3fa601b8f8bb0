import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** The kinds of authenticator (stored as these names). */
export const AuthenticatorType = {
  Password: 'Password',
  Totp: 'Totp',
  WebAuthn: 'WebAuthn',
  Sms: 'Sms',
  Email: 'Email',
} as const;
export type AuthenticatorTypeName = (typeof AuthenticatorType)[keyof typeof AuthenticatorType];

const only = (...types: AuthenticatorTypeName[]) => ({ AuthenticatorType: types });
const totp = only('Totp');
const codes = only('Sms', 'Email');

/**
 * Authenticators (spec §2.7 authenticators, list/save/view; designed calls): the ways users prove who
 * they are, each with its settings. Decisions, as Okta and Entra ID do it:
 * - one Password authenticator, always on: its lockout settings apply to console sign-in (5 failures,
 *   15 minutes by default); the password rules themselves are the password policies (§5, policy/defs);
 * - several authenticators of one other kind may exist (an authenticator app and 8-digit hardware
 *   tokens are both TOTP); a user's enrolment names the one it belongs to, and a TOTP enrolment keeps
 *   the digits, period and algorithm it was made with (changing them affects new enrolments only);
 * - a disabled authenticator's enrolments do not count: its users' MFA state turns off until it is
 *   enabled again; removing one removes its enrolments.
 * Console sign-in asks for TOTP codes as the second factor: SMS and e-mail codes need a delivery
 * gateway and passkeys a registration from the user's own device, neither of which the console has.
 */
export const authenticatorResource = defineResource({
  name: 'authenticator',
  domain: 'authenticators',
  titles: { one: 'Authenticator', many: 'Authenticators' },
  id: 'AuthenticatorId',
  access: { list: Permissions.AuthenticatorList, edit: Permissions.AuthenticatorEdit },
  noun: 'authenticator',
  description: 'The ways users prove who they are at sign-in, each with its settings.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    AuthenticatorType: field.choice(
      'Type',
      [
        { value: AuthenticatorType.Password, title: 'Password' },
        { value: AuthenticatorType.Totp, title: 'Authenticator app (TOTP)' },
        { value: AuthenticatorType.WebAuthn, title: 'Passkey or security key (WebAuthn)' },
        { value: AuthenticatorType.Sms, title: 'SMS one-time code' },
        { value: AuthenticatorType.Email, title: 'E-mail one-time code' },
      ],
      { required: true, immutable: true, initial: AuthenticatorType.Totp },
    ),
    IsEnabled: field.boolean('Enabled', { initial: true, help: 'Users can enrol and sign in with it.' }),
    Description: field.longText('Description'),
    LockoutThreshold: field.number('Lock after failed sign-ins', {
      required: true,
      min: 1,
      max: 100,
      integer: true,
      initial: 5,
      shownWhen: only('Password'),
    }),
    LockoutMinutes: field.number('Lockout minutes', {
      required: true,
      min: 1,
      max: 1440,
      integer: true,
      initial: 15,
      shownWhen: only('Password'),
    }),
    Issuer: field.text('Issuer', {
      required: true,
      maxLength: 60,
      initial: 'Portcullis',
      help: 'Shown beside the account in the authenticator app.',
      shownWhen: totp,
    }),
    Digits: field.choice(
      'Digits',
      [
        { value: 6, title: '6 digits' },
        { value: 8, title: '8 digits' },
      ],
      { required: true, initial: 6, shownWhen: totp },
    ),
    Period: field.choice(
      'Code period',
      [
        { value: 30, title: '30 seconds' },
        { value: 60, title: '60 seconds' },
      ],
      { required: true, initial: 30, shownWhen: totp },
    ),
    Algorithm: field.choice(
      'Algorithm',
      [
        { value: 'SHA1', title: 'SHA-1 (every authenticator app)' },
        { value: 'SHA256', title: 'SHA-256' },
        { value: 'SHA512', title: 'SHA-512' },
      ],
      { required: true, initial: 'SHA1', shownWhen: totp },
    ),
    ClockDriftSteps: field.number('Accepted clock drift (periods)', {
      required: true,
      min: 0,
      max: 3,
      integer: true,
      initial: 1,
      help: 'Codes this many periods early or late are accepted.',
      shownWhen: totp,
    }),
    RelyingPartyId: field.text('Relying party id', {
      required: true,
      maxLength: 253,
      help: 'The domain passkeys are bound to, e.g. example.com.',
      shownWhen: only('WebAuthn'),
    }),
    RelyingPartyName: field.text('Relying party name', { required: true, maxLength: 100, shownWhen: only('WebAuthn') }),
    UserVerification: field.choice(
      'User verification',
      [
        { value: 'required', title: 'Required' },
        { value: 'preferred', title: 'Preferred' },
        { value: 'discouraged', title: 'Discouraged' },
      ],
      { required: true, initial: 'preferred', shownWhen: only('WebAuthn') },
    ),
    Attachment: field.choice(
      'Authenticator attachment',
      [
        { value: 'any', title: 'Any' },
        { value: 'platform', title: 'Built into the device' },
        { value: 'cross-platform', title: 'Roaming security key' },
      ],
      { required: true, initial: 'any', shownWhen: only('WebAuthn') },
    ),
    Attestation: field.choice(
      'Attestation',
      [
        { value: 'none', title: 'None' },
        { value: 'indirect', title: 'Indirect' },
        { value: 'direct', title: 'Direct' },
      ],
      { required: true, initial: 'none', shownWhen: only('WebAuthn') },
    ),
    TimeoutSeconds: field.number('Timeout (seconds)', {
      required: true,
      min: 30,
      max: 600,
      integer: true,
      initial: 120,
      shownWhen: only('WebAuthn'),
    }),
    CodeLength: field.number('Code length', {
      required: true,
      min: 4,
      max: 10,
      integer: true,
      initial: 6,
      shownWhen: codes,
    }),
    CodeLifetimeMinutes: field.number('Code lifetime (minutes)', {
      required: true,
      min: 1,
      max: 30,
      integer: true,
      initial: 5,
      shownWhen: codes,
    }),
    SmsTemplate: field.text('Message', {
      required: true,
      maxLength: 160,
      initial: 'Your Portcullis code is {code}.',
      help: '{code} is replaced by the code; one SMS holds 160 characters.',
      shownWhen: only('Sms'),
    }),
    EmailSubject: field.text('E-mail subject', {
      required: true,
      maxLength: 120,
      initial: 'Your sign-in code',
      shownWhen: only('Email'),
    }),
    EmailTemplate: field.longText('E-mail text', {
      required: true,
      initial: 'Your sign-in code is {code}. It expires in {minutes} minutes.',
      help: '{code} is replaced by the code, {minutes} by its lifetime.',
      shownWhen: only('Email'),
    }),
    EnrolmentCount: field.computed.number('Enrolled users', {
      sql: '(SELECT count(DISTINCT e.user_id)::int FROM mfa_enrolments e WHERE e.authenticator_id = au.authenticator_id AND e.state = 1)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'AuthenticatorType', 'IsEnabled', 'EnrolmentCount'],
    search: ['Title', 'Name'],
    unsortable: ['EnrolmentCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/authenticator', 'authenticator'),
  store: { table: 'authenticators', alias: 'au', idColumn: 'authenticator_id', touchColumn: 'updated_date' },
  audit: { targetType: 'Authenticator' },
  removeText: 'Every enrolment of this authenticator is removed too; users enrolled only here lose MFA.',
  demo: [
    {
      Title: 'Password',
      Name: 'password',
      AuthenticatorType: 'Password',
      IsEnabled: true,
      LockoutThreshold: 5,
      LockoutMinutes: 15,
    },
    {
      Title: 'Authenticator app',
      Name: 'authenticator-app',
      AuthenticatorType: 'Totp',
      IsEnabled: true,
      Issuer: 'Portcullis',
      Digits: 6,
      Period: 30,
      Algorithm: 'SHA1',
      ClockDriftSteps: 1,
    },
    {
      Title: 'Passkey',
      Name: 'passkey',
      AuthenticatorType: 'WebAuthn',
      IsEnabled: true,
      RelyingPartyId: 'localhost',
      RelyingPartyName: 'Portcullis',
      UserVerification: 'preferred',
      Attachment: 'any',
      Attestation: 'none',
      TimeoutSeconds: 120,
    },
    {
      Title: 'SMS code',
      Name: 'sms-code',
      AuthenticatorType: 'Sms',
      IsEnabled: true,
      CodeLength: 6,
      CodeLifetimeMinutes: 5,
      SmsTemplate: 'Your Portcullis code is {code}.',
    },
    {
      Title: 'E-mail code',
      Name: 'email-code',
      AuthenticatorType: 'Email',
      IsEnabled: true,
      CodeLength: 6,
      CodeLifetimeMinutes: 10,
      EmailSubject: 'Your sign-in code',
      EmailTemplate: 'Your sign-in code is {code}. It expires in {minutes} minutes.',
    },
  ],
});
