import { IMAGE_MAX_BYTES, IMAGE_TYPES, SettingValueType as T, type ConfigurationSetting } from '@portcullis/api-client';

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored date ('YYYY-MM-DD') or date-time ('YYYY-MM-DD HH:mm') as a local Date, or null. */
export function parseSettingDate(value: string | null): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/.exec(value ?? '');
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)) : null;
}

/** A picked local Date in the storage format of spec §9 (no time-zone conversion: settings are wall-clock values). */
export function formatSettingDate(date: Date | null, withTime: boolean): string {
  if (!date) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** The ticked choices of a checklist value (a JSON array); none when it is not one. */
export function checklistOf(value: string | null): string[] {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The checklist value with `choice` ticked or not, kept in the definition's order. */
export function toggleChoice(setting: ConfigurationSetting, value: string | null, choice: string, on: boolean): string {
  const ticked = new Set(checklistOf(value));
  if (on) ticked.add(choice);
  else ticked.delete(choice);
  return JSON.stringify(setting.Definition.Values.map((c) => c.Value).filter((v) => ticked.has(v)));
}

/** Why a chosen file cannot be the image, before reading it (the server checks the bytes again). */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, GIF or WebP image.';
  if (file.size > IMAGE_MAX_BYTES) return `Choose an image of at most ${IMAGE_MAX_BYTES / 1024} KB.`;
  return null;
}

/** A value as the list and view pages show it. */
export function displaySettingValue(setting: ConfigurationSetting): string {
  if (setting.IsSecret) return setting.IsSet ? 'Set' : 'Not set';
  const value = setting.Value ?? '';
  const titleOf = (v: string) => setting.Definition.Values.find((c) => c.Value === v)?.Title ?? v;
  switch (setting.ValueType) {
    case T.YesOrNo:
      return value === 'true' ? 'Yes' : 'No';
    case T.Dropdown:
    case T.RadioButton:
      return value ? titleOf(value) : '-None-';
    case T.Checklist:
      return checklistOf(value).map(titleOf).join(', ') || '-None-';
    case T.Image:
      return value ? 'Image uploaded' : 'No image';
    default:
      return value || '-None-';
  }
}
