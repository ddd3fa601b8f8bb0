import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, SYSTEM_SETTINGS, type ConfigurationSetting } from '@portcullis/api-client';
import {
  checklistOf,
  displaySettingValue,
  formatSettingDate,
  imageFileError,
  parseSettingDate,
  toggleChoice,
} from './setting-values';

const setting = (key: string, over: Partial<ConfigurationSetting> = {}): ConfigurationSetting => ({
  ...SYSTEM_SETTINGS.find((s) => s.Key === key)!,
  Value: null,
  IsSet: false,
  IsSystem: true,
  UpdatedDate: null,
  ...over,
});

describe('setting values', () => {
  it('round-trips dates and date-times in the storage formats as wall-clock values', () => {
    expect(formatSettingDate(parseSettingDate('2026-02-28'), false)).toBe('2026-02-28');
    expect(formatSettingDate(parseSettingDate('2026-12-01 22:30'), true)).toBe('2026-12-01 22:30');
    expect(parseSettingDate('')).toBeNull();
    expect(formatSettingDate(null, true)).toBe('');
  });

  it('ticks and unticks checklist choices in the definition’s order', () => {
    const methods = setting('MfaMethods');
    expect(toggleChoice(methods, '["webauthn"]', 'totp', true)).toBe('["totp","webauthn"]');
    expect(toggleChoice(methods, '["totp","webauthn"]', 'totp', false)).toBe('["webauthn"]');
    expect(checklistOf('not json')).toEqual([]);
  });

  it('refuses image files of another type or over the size before reading them', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG, GIF or WebP image.');
    expect(imageFileError({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('Choose an image of at most 256 KB.');
  });

  it('shows secrets as set / not set and choices by their titles', () => {
    expect(displaySettingValue(setting('MfaSmsGatewayApiKey', { IsSet: true }))).toBe('Set');
    expect(displaySettingValue(setting('MfaSmsGatewayApiKey'))).toBe('Not set');
    expect(displaySettingValue(setting('CsvSeparator', { Value: 'tab' }))).toBe('Tab');
    expect(displaySettingValue(setting('MfaMethods', { Value: '["totp","sms"]' }))).toBe(
      'Authenticator app (TOTP), SMS code',
    );
    expect(displaySettingValue(setting('UseGlobalExportSettings', { Value: 'false' }))).toBe('No');
  });
});
