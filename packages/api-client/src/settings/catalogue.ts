import { SettingValueType as T } from '../entities/enums';
import type { ConfigurationSetting } from './setting-types';

/** What the catalogue writes of a product setting; the rest of {@link ConfigurationSetting} is derived. */
export type SystemSetting = Omit<ConfigurationSetting, 'Value' | 'IsSet' | 'IsSystem' | 'UpdatedDate'>;
type WrittenSetting = Omit<SystemSetting, 'Definition'> & Partial<Pick<SystemSetting, 'Definition'>>;

/** The configuration key of the CSV separator (spec §9: ';' unless the configuration sets another). */
export const CSV_SEPARATOR_KEY = 'CsvSeparator';
/** The global export settings switch (spec §5): off, users keep their own export settings. */
export const USE_GLOBAL_EXPORT_SETTINGS_KEY = 'UseGlobalExportSettings';

const yes = 'true';

/**
 * The product's settings: one definition each, read by the server (defaults, rules) and the console
 * (editors). Decision (spec silent): as in Okta's and Entra's admin settings, an operator changes the
 * value of a product setting but not its definition; settings an operator adds (Custom tab) carry
 * their own definition in the database.
 */
const WRITTEN: readonly WrittenSetting[] = [
  {
    Key: 'DefaultLanguage',
    Title: 'Default language',
    Description: 'The language of the console and the sign-in page when the browser asks for none we offer.',
    Category: 'General',
    ValueType: T.Dropdown,
    Definition: {
      Values: [
        { Value: 'en', Title: 'English' },
        { Value: 'tr', Title: 'Türkçe' },
      ],
    },
    DefaultValue: 'en',
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: 'SessionTimeoutMinutes',
    Title: 'Session timeout (minutes)',
    Description: 'Idle minutes after which a console session must sign in again.',
    Category: 'General',
    ValueType: T.Number,
    DefaultValue: '60',
    Min: 5,
    Max: 1440,
    IsInteger: true,
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: 'ManagementAppUrl',
    Title: 'Management console URL',
    Description: 'Where the console is reached; empty derives it from where the server is reached.',
    Category: 'General',
    ValueType: T.Text,
    DefaultValue: '',
    MaxLength: 2000,
    Format: 'url',
    IsSecret: false,
    IsRequired: false,
  },
  {
    Key: 'ProductLogo',
    Title: 'Product logo',
    Description: 'Shown in the console header. PNG, JPEG, GIF or WebP, at most 256 KB.',
    Category: 'General',
    ValueType: T.Image,
    DefaultValue: '',
    IsSecret: false,
    IsRequired: false,
  },
  {
    Key: 'GoLiveDate',
    Title: 'Go-live date',
    Description: 'The day the tenant went into production (shown in diagnostics).',
    Category: 'General',
    ValueType: T.Date,
    DefaultValue: '',
    IsSecret: false,
    IsRequired: false,
  },
  {
    Key: 'MaintenanceWindowStart',
    Title: 'Next maintenance window',
    Description: 'When the next planned maintenance starts (server time).',
    Category: 'General',
    ValueType: T.DateTime,
    DefaultValue: '',
    IsSecret: false,
    IsRequired: false,
  },
  {
    Key: CSV_SEPARATOR_KEY,
    Title: 'CSV separator',
    Description: 'The character between the fields of a CSV export. Takes effect on the next export.',
    Category: 'Export',
    ValueType: T.Dropdown,
    Definition: {
      Values: [
        { Value: ';', Title: 'Semicolon (;)' },
        { Value: ',', Title: 'Comma (,)' },
        { Value: 'tab', Title: 'Tab' },
        { Value: '|', Title: 'Vertical bar (|)' },
      ],
    },
    DefaultValue: ';',
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: USE_GLOBAL_EXPORT_SETTINGS_KEY,
    Title: 'Use global export settings',
    Description: 'While on, the global export settings apply to everyone and users cannot save their own.',
    Category: 'Export',
    ValueType: T.YesOrNo,
    DefaultValue: yes,
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: 'MfaEnforcement',
    Title: 'Multi-factor authentication',
    Description: 'Who must confirm sign-in with a second factor; zones may require it further.',
    Category: 'MFA',
    ValueType: T.RadioButton,
    Definition: {
      Values: [
        {
          Value: 'optional',
          Title: 'Optional',
          Description: 'Users may enrol a second factor.',
          Help: {
            Visible: true,
            Title: 'Optional',
            Text: 'Nobody is asked for a second factor unless a zone requires it.',
          },
        },
        {
          Value: 'administrators',
          Title: 'Administrators',
          Description: 'Users holding console permissions must use one.',
          Help: {
            Visible: true,
            Title: 'Administrators',
            Text: 'Recommended: privileged accounts are the ones attackers target.',
          },
        },
        {
          Value: 'everyone',
          Title: 'Everyone',
          Description: 'Every user must use a second factor.',
          Help: { Visible: true, Title: 'Everyone', Text: 'Users without a factor enrol one at their next sign-in.' },
        },
      ],
    },
    DefaultValue: 'optional',
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: 'MfaMethods',
    Title: 'Allowed methods',
    Description: 'The second factors users may enrol.',
    Category: 'MFA',
    ValueType: T.Checklist,
    Definition: {
      Values: [
        { Value: 'totp', Title: 'Authenticator app (TOTP)' },
        { Value: 'webauthn', Title: 'Security key or passkey' },
        { Value: 'email', Title: 'Email code' },
        { Value: 'sms', Title: 'SMS code' },
      ],
    },
    DefaultValue: '["totp","webauthn"]',
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: 'MfaRememberDeviceDays',
    Title: 'Remember a device for (days)',
    Description: '0 asks for the second factor at every sign-in.',
    Category: 'MFA',
    ValueType: T.Number,
    DefaultValue: '0',
    Min: 0,
    Max: 90,
    IsInteger: true,
    IsSecret: false,
    IsRequired: true,
  },
  {
    Key: 'MfaSmsGatewayApiKey',
    Title: 'SMS gateway API key',
    Description: 'Write-only: a stored key is never shown again, only whether one is set.',
    Category: 'MFA',
    ValueType: T.Text,
    DefaultValue: null,
    MaxLength: 500,
    IsSecret: true,
    IsRequired: false,
  },
];

export const SYSTEM_SETTINGS: readonly SystemSetting[] = WRITTEN.map((s) => ({ Definition: { Values: [] }, ...s }));

/** The product setting of a key (keys compare case-sensitively, as stored), or undefined. */
export function systemSetting(key: string): SystemSetting | undefined {
  return SYSTEM_SETTINGS.find((s) => s.Key === key);
}
