import { SettingValueType as T } from '../entities/enums';
import type { SettingRules } from './setting-types';

/** Image settings: the types accepted (SVG is refused: it can carry script) and the largest decoded size. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 256 * 1024;
/** Longest value any setting may hold (an image's data URL included). */
export const SETTING_MAX_LENGTH = 400_000;

/** The first bytes of each accepted image type, so a renamed file is refused. */
const IMAGE_SIGNATURES: Record<(typeof IMAGE_TYPES)[number], (b: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  'image/webp': (b) => b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45,
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Spec §5: a date is valid only when not empty, not the minimum date, and parseable (as a real calendar day). */
function isCalendarDay(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    Number(y) > 1 &&
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

function checkImage(title: string, value: string): string | null {
  const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) return `${title} must be an uploaded image.`;
  const type = match[1] as (typeof IMAGE_TYPES)[number];
  if (!IMAGE_TYPES.includes(type)) return `${title} must be a PNG, JPEG, GIF or WebP image.`;
  const size =
    Math.floor((match[2]!.length * 3) / 4) - (match[2]!.endsWith('==') ? 2 : match[2]!.endsWith('=') ? 1 : 0);
  if (size > IMAGE_MAX_BYTES) return `${title} must be at most ${IMAGE_MAX_BYTES / 1024} KB.`;
  const head = Uint8Array.from(atob(match[2]!.slice(0, 16)), (c) => c.charCodeAt(0));
  if (!IMAGE_SIGNATURES[type](head)) return `${title} is not a ${type.slice(6).toUpperCase()} image.`;
  return null;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Why `value` cannot be stored in a setting with these rules, or null when it can. The console shows
 * the message under the editor and the server answers it in a 400 envelope: one rule, both sides.
 * Values are strings as stored: numbers in JavaScript notation, YesOrNo 'true'/'false', dates
 * 'YYYY-MM-DD', date-times 'YYYY-MM-DD HH:mm' (spec §9 storage formats), checklists a JSON array.
 */
export function settingValueError(rules: SettingRules, value: string): string | null {
  const title = rules.Title;
  if (value.length > SETTING_MAX_LENGTH) return `${title} is too long.`;
  if (value.trim() === '' || (rules.ValueType === T.Checklist && value.trim() === '[]'))
    return rules.IsRequired ? `${title} is required.` : null;
  const choices = rules.Definition.Values.map((c) => c.Value);
  switch (rules.ValueType) {
    case T.UnTyped:
    case T.Text: {
      const max = rules.MaxLength ?? 2000;
      if (value.length > max) return `${title} must be at most ${max} characters.`;
      if (CONTROL.test(value)) return `${title} must not contain control characters.`;
      if (rules.Format === 'url' && !isUrl(value)) return `${title} must be an http or https URL.`;
      return null;
    }
    case T.Number: {
      const n = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isFinite(n)) return `${title} must be a number.`;
      if (rules.IsInteger && !Number.isInteger(n)) return `${title} must be a whole number.`;
      if (rules.Min !== undefined && n < rules.Min) return `${title} must be at least ${rules.Min}.`;
      if (rules.Max !== undefined && n > rules.Max) return `${title} must be at most ${rules.Max}.`;
      return null;
    }
    case T.Date: {
      const m = DATE.exec(value);
      return m && isCalendarDay(m[1]!, m[2]!, m[3]!) ? null : `${title} must be a date (YYYY-MM-DD).`;
    }
    case T.DateTime: {
      const m = DATE_TIME.exec(value);
      const isTime = m && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60;
      return m && isTime && isCalendarDay(m[1]!, m[2]!, m[3]!)
        ? null
        : `${title} must be a date and time (YYYY-MM-DD HH:mm).`;
    }
    case T.Dropdown:
    case T.RadioButton:
      return choices.includes(value) ? null : `${title} must be one of: ${choices.join(', ')}.`;
    case T.Checklist: {
      let list: unknown;
      try {
        list = JSON.parse(value);
      } catch {
        list = null;
      }
      if (!Array.isArray(list) || !list.every((v) => typeof v === 'string'))
        return `${title} must be a list of choices.`;
      const unknown = list.find((v) => !choices.includes(v));
      if (unknown !== undefined) return `${title}: "${unknown}" is not one of the choices.`;
      if (new Set(list).size !== list.length) return `${title} lists a choice twice.`;
      return null;
    }
    case T.Image:
      return checkImage(title, value);
    case T.YesOrNo:
      return value === 'true' || value === 'false' ? null : `${title} must be yes (true) or no (false).`;
    default:
      return `${title} has an unknown value type.`;
  }
}
