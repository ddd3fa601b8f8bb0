import { describe, expect, it } from 'vitest';
import type { Envelope } from '@portcullis/api-client';
import { exportToasts, loadExportSettings, type ExportSettingsCalls, type ExportToast } from './export-settings';

const ok = <T>(Data: T): Promise<Envelope<T>> => Promise.resolve({ Success: true, Data });
const refused = <T>(): Promise<Envelope<T>> =>
  Promise.resolve<Envelope<T>>({ Success: false, Message: 'Refused', Data: null });
const working: ExportSettingsCalls = {
  metadata: () => ok([{ Name: 'Email', Title: 'Email', IsEnum: false, IsForeignKey: false, Type: 'String' }]),
  settings: () => ok({ Value: JSON.stringify({ Properties: [{ PropertyName: 'Email', PropertyTitle: 'Mail' }] }) }),
  globalCheck: () => ok({ IsGlobalSettingsInUse: true }),
};

async function load(objectName: string, calls: Partial<ExportSettingsCalls>) {
  const toasts: ExportToast[] = [];
  const loaded = await loadExportSettings(objectName, { ...working, ...calls }, (t) => toasts.push(t));
  return { loaded, messages: toasts.map((t) => `${t.title} / ${t.message}`) };
}

describe('loading export settings (§8 failure toasts)', () => {
  it('loads the properties, the saved mapping and the global flag without a toast', async () => {
    const { loaded, messages } = await load('Users', {});
    expect(messages).toEqual([]);
    expect(loaded?.metadata?.map((m) => m.Name)).toEqual(['Email']);
    expect(loaded?.rows.map((r) => r.PropertyTitle)).toEqual(['Mail']);
    expect(loaded?.isGlobal).toBe(true);
  });

  it('says which call failed, word for word', async () => {
    expect((await load('Users', { metadata: refused })).messages).toEqual([
      'Export / Failed to load properties for object Users.',
    ]);
    expect((await load('Users', { settings: () => Promise.reject(new Error('offline')) })).messages).toEqual([
      'Export / Failed to load settings.',
    ]);
    expect((await load('Users', { globalCheck: refused })).messages).toEqual([
      'Export / Failed to load global export settings.',
    ]);
  });

  it('shows no properties when they could not be loaded', async () => {
    expect((await load('Users', { metadata: refused })).loaded?.metadata).toBeNull();
  });

  it('refuses an empty object name before calling anything', async () => {
    let calls = 0;
    const counted = () => {
      calls += 1;
      return ok([]);
    };
    const { loaded, messages } = await load(' ', { metadata: counted });
    expect(loaded).toBeNull();
    expect(calls).toBe(0);
    expect(messages).toEqual(['Export / Object name is not defined.']);
  });

  it('has the save failure toast of the catalogue', () => {
    expect(exportToasts.settingsSaveFailed.message).toBe('Failed to save settings.');
  });
});
