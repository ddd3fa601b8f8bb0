import type { Envelope, ExportMappingProperty, PropertyMetadata } from '@portcullis/api-client';

/** A toast the export UI asks its host to show (the console pushes it to its toast store). */
export interface ExportToast {
  title: string;
  message: string;
}

/** The §8 failure toasts of the export settings dialog and the mapping editor, word for word. */
export const exportToasts = {
  propertiesFailed: (objectName: string): ExportToast => ({
    title: 'Export',
    message: `Failed to load properties for object ${objectName}.`,
  }),
  settingsLoadFailed: { title: 'Export', message: 'Failed to load settings.' },
  settingsSaveFailed: { title: 'Export', message: 'Failed to save settings.' },
  globalSettingsFailed: { title: 'Export', message: 'Failed to load global export settings.' },
  objectNameMissing: { title: 'Export', message: 'Object name is not defined.' },
} as const satisfies Record<string, ExportToast | ((name: string) => ExportToast)>;

/** The calls the export settings dialog makes, as the host's client answers them. */
export interface ExportSettingsCalls {
  metadata: (objectName: string) => Promise<Envelope<PropertyMetadata[]>>;
  settings: (objectName: string) => Promise<Envelope<{ Value: string | null } | null>>;
  globalCheck: () => Promise<Envelope<{ IsGlobalSettingsInUse: boolean } | null>>;
}

/** What the dialog shows: null metadata when the properties could not be loaded. */
export interface LoadedExportSettings {
  metadata: PropertyMetadata[] | null;
  rows: ExportMappingProperty[];
  isGlobal: boolean;
}

/** The data of a call that answered Success, or null when it failed or did not answer. */
async function dataOf<T>(call: () => Promise<Envelope<T>>): Promise<{ data: T | null | undefined } | null> {
  try {
    const env = await call();
    return env.Success ? { data: env.Data } : null;
  } catch {
    return null;
  }
}

/**
 * Loads what the export settings dialog needs: the object's properties, the user's saved mapping and
 * whether global settings are in use. Every call that fails says so with its §8 toast; an empty
 * object name stops before calling anything ('Object name is not defined.').
 */
export async function loadExportSettings(
  objectName: string,
  calls: ExportSettingsCalls,
  notify: (toast: ExportToast) => void,
): Promise<LoadedExportSettings | null> {
  if (!objectName.trim()) {
    notify(exportToasts.objectNameMissing);
    return null;
  }
  const [metadata, settings, check] = await Promise.all([
    dataOf(() => calls.metadata(objectName)),
    dataOf(() => calls.settings(objectName)),
    dataOf(() => calls.globalCheck()),
  ]);
  if (!metadata) notify(exportToasts.propertiesFailed(objectName));
  if (!settings) notify(exportToasts.settingsLoadFailed);
  if (!check) notify(exportToasts.globalSettingsFailed);
  return {
    metadata: metadata ? (metadata.data ?? []) : null,
    rows: parseMapping(settings?.data?.Value),
    isGlobal: Boolean(check?.data?.IsGlobalSettingsInUse),
  };
}

/** The rows of a saved mapping (`{ Properties: [...] }`); none when absent or unreadable. */
export function parseMapping(value: string | null | undefined): ExportMappingProperty[] {
  if (!value) return [];
  try {
    return (JSON.parse(value) as { Properties?: ExportMappingProperty[] }).Properties ?? [];
  } catch {
    return [];
  }
}
