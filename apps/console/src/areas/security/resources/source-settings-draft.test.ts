import { describe, expect, it } from 'vitest';
import { SOURCE_PROVIDER_SETTINGS } from '@portcullis/api-client';
import { retypeMessage, secretsToRetype, toSettings, type Setting } from './source-settings-draft';

const api = 'webapi-resource-provider' as const;
const known = SOURCE_PROVIDER_SETTINGS[api];
const stored: Setting[] = [
  { Name: 'ApiKey', Value: '', IsSecret: true },
  { Name: 'BaseUrl', Value: 'https://hr.example/api', IsSecret: false },
  { Name: 'Legacy', Value: '', IsSecret: true },
];
const draft = (values: Record<string, string>, cleared: string[] = []) => ({ values, cleared });

describe('the source settings draft', () => {
  it('sends a stored secret left empty as kept, a cleared one with Clear, and other stored settings as they are', () => {
    expect(
      toSettings(known, stored, draft({ BaseUrl: ' https://hr.example/v2 ', ApiKey: '', HealthPath: '' })),
    ).toEqual([
      { Name: 'BaseUrl', Value: 'https://hr.example/v2', IsSecret: false },
      { Name: 'ApiKey', Value: '', IsSecret: true },
      { Name: 'Legacy', Value: '', IsSecret: true },
    ]);
    expect(toSettings(known, stored, draft({ BaseUrl: 'https://hr.example', ApiKey: '' }, ['ApiKey']))).toEqual([
      { Name: 'BaseUrl', Value: 'https://hr.example', IsSecret: false },
      { Name: 'ApiKey', Value: '', IsSecret: true, Clear: true },
      { Name: 'Legacy', Value: '', IsSecret: true },
    ]);
    expect(toSettings(known, [], draft({ BaseUrl: 'https://x.example', ApiKey: ' k ' }))).toEqual([
      { Name: 'BaseUrl', Value: 'https://x.example', IsSecret: false },
      { Name: 'ApiKey', Value: ' k ', IsSecret: true },
    ]);
  });

  it('asks for stored secrets again when the target changes, not when only the path does', () => {
    expect(secretsToRetype(api, known, stored, draft({ BaseUrl: 'https://hr.example/v2' }))).toEqual([]);
    expect(secretsToRetype(api, known, stored, draft({ BaseUrl: 'https://evil.example/api' }))).toEqual([
      'ApiKey',
      'Legacy',
    ]);
    expect(secretsToRetype(api, known, stored, draft({ BaseUrl: 'https://evil.example', ApiKey: 'typed' }))).toEqual([
      'Legacy',
    ]);
    expect(secretsToRetype(api, known, stored, draft({ BaseUrl: 'https://evil.example' }, ['ApiKey']))).toEqual([
      'Legacy',
    ]);
    expect(retypeMessage('ApiKey')).toBe(
      'You should type ApiKey again: the target changed, and a stored secret is only sent to the target it was saved with.',
    );
  });
});
