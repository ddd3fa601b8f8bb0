import { describe, expect, it } from 'vitest';
import { SettingValueType as T } from '../entities/enums';
import { systemSetting } from './catalogue';
import { IMAGE_MAX_BYTES, settingValueError } from './validate-setting';
import type { SettingRules } from './setting-types';

const rules = (over: Partial<SettingRules>): SettingRules => ({
  Title: 'Setting',
  ValueType: T.Text,
  Definition: { Values: [] },
  IsRequired: false,
  ...over,
});
const png = (bytes: number) => {
  const b = new Uint8Array(bytes);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.from(b).toString('base64')}`;
};

describe('settingValueError', () => {
  it('says "{Title} is required." (§5) for an empty required value, accepts empty optional ones', () => {
    expect(settingValueError(rules({ Title: 'Logo', IsRequired: true }), ' ')).toBe('Logo is required.');
    expect(settingValueError(rules({ ValueType: T.Checklist, IsRequired: true, Title: 'M' }), '[]')).toBe(
      'M is required.',
    );
    expect(settingValueError(rules({ ValueType: T.Number }), '')).toBeNull();
  });

  it('checks numbers: notation, whole numbers, bounds', () => {
    const r = systemSetting('SessionTimeoutMinutes')!;
    expect(settingValueError(r, '30')).toBeNull();
    expect(settingValueError(r, '1e3')).toBe('Session timeout (minutes) must be a number.');
    expect(settingValueError(r, '30.5')).toBe('Session timeout (minutes) must be a whole number.');
    expect(settingValueError(r, '4')).toBe('Session timeout (minutes) must be at least 5.');
    expect(settingValueError(r, '1441')).toBe('Session timeout (minutes) must be at most 1440.');
  });

  it('checks dates and date-times as real calendar values in the storage formats', () => {
    const d = rules({ ValueType: T.Date, Title: 'Day' });
    expect(settingValueError(d, '2024-02-29')).toBeNull();
    expect(settingValueError(d, '2023-02-29')).toBe('Day must be a date (YYYY-MM-DD).');
    expect(settingValueError(d, '0001-01-01')).toBe('Day must be a date (YYYY-MM-DD).');
    const dt = rules({ ValueType: T.DateTime, Title: 'At' });
    expect(settingValueError(dt, '2026-11-26 07:30')).toBeNull();
    expect(settingValueError(dt, '2026-11-26 24:00')).toBe('At must be a date and time (YYYY-MM-DD HH:mm).');
  });

  it('keeps choices to the definition: dropdown, radio button, checklist', () => {
    expect(settingValueError(systemSetting('CsvSeparator')!, 'tab')).toBeNull();
    expect(settingValueError(systemSetting('CsvSeparator')!, ':')).toBe('CSV separator must be one of: ;, ,, tab, |.');
    expect(settingValueError(systemSetting('MfaEnforcement')!, 'everyone')).toBeNull();
    const methods = systemSetting('MfaMethods')!;
    expect(settingValueError(methods, '["totp","sms"]')).toBeNull();
    expect(settingValueError(methods, '["totp","fax"]')).toBe('Allowed methods: "fax" is not one of the choices.');
    expect(settingValueError(methods, '["totp","totp"]')).toBe('Allowed methods lists a choice twice.');
    expect(settingValueError(methods, 'totp')).toBe('Allowed methods must be a list of choices.');
  });

  it('checks images: data URL, accepted type, size, and that the bytes are that type', () => {
    const logo = systemSetting('ProductLogo')!;
    expect(settingValueError(logo, png(100))).toBeNull();
    expect(settingValueError(logo, png(IMAGE_MAX_BYTES + 1))).toBe('Product logo must be at most 256 KB.');
    expect(settingValueError(logo, 'data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'Product logo must be a PNG, JPEG, GIF or WebP image.',
    );
    expect(settingValueError(logo, png(100).replace('image/png', 'image/jpeg'))).toBe(
      'Product logo is not a JPEG image.',
    );
    expect(settingValueError(logo, 'https://example.test/logo.png')).toBe('Product logo must be an uploaded image.');
  });

  it('checks yes/no, URLs and control characters', () => {
    expect(settingValueError(systemSetting('UseGlobalExportSettings')!, 'yes')).toBe(
      'Use global export settings must be yes (true) or no (false).',
    );
    expect(settingValueError(systemSetting('ManagementAppUrl')!, 'javascript:alert(1)')).toBe(
      'Management console URL must be an http or https URL.',
    );
    expect(settingValueError(rules({ Title: 'T' }), 'a\u0000b')).toBe('T must not contain control characters.');
  });
});
