import { imageSize } from 'image-size';
import {
  BRAND_IMAGE_RULES,
  brandColorProblems,
  DEFAULT_BRAND_COLORS,
  type BrandImageKind,
  type BrandingCustomization,
  type BrandingTheme,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../engine/calls/errors';

/** The one tenant of this database (the product serves one tenant per database, as loadTenant reads it). */
export const TENANT_ID_SQL = '(SELECT tenant_id FROM tenants ORDER BY name LIMIT 1)';

interface BrandingRow {
  primary_color: string;
  primary_text_color: string;
  accent_color: string;
  background_color: string;
  sign_in_title: string | null;
  sign_in_message: string | null;
  logo_version: string | null;
  favicon_version: string | null;
  updated_date: Date | string | null;
}

const imageUrl = (kind: BrandImageKind, version: string | null) =>
  version ? `/branding/image/${kind}?v=${encodeURIComponent(version)}` : null;

/** The tenant's branding, the product's colours where none is saved. */
export async function loadCustomization(db: Queryable): Promise<BrandingCustomization> {
  const [row] = await db.query<BrandingRow>(
    `SELECT primary_color, primary_text_color, accent_color, background_color, sign_in_title, sign_in_message,
            logo_version, favicon_version, updated_date
       FROM branding_settings WHERE tenant_id = ${TENANT_ID_SQL}`,
  );
  if (!row)
    return {
      ...DEFAULT_BRAND_COLORS,
      SignInTitle: null,
      SignInMessage: null,
      LogoUrl: null,
      FaviconUrl: null,
      UpdatedDate: null,
    };
  return {
    PrimaryColor: row.primary_color,
    PrimaryTextColor: row.primary_text_color,
    AccentColor: row.accent_color,
    BackgroundColor: row.background_color,
    SignInTitle: row.sign_in_title,
    SignInMessage: row.sign_in_message,
    LogoUrl: imageUrl('Logo', row.logo_version),
    FaviconUrl: imageUrl('Favicon', row.favicon_version),
    UpdatedDate: row.updated_date ? new Date(row.updated_date).toISOString() : null,
  };
}

/** What every console applies: the record without its date. */
export const themeOf = ({ UpdatedDate: _omit, ...theme }: BrandingCustomization): BrandingTheme => theme;

/** The row exists with the product's colours before a partial write (images before any colours). */
export async function ensureBrandingRow(db: Queryable): Promise<void> {
  const c = DEFAULT_BRAND_COLORS;
  await db.query(
    `INSERT INTO branding_settings (tenant_id, primary_color, primary_text_color, accent_color, background_color)
     SELECT ${TENANT_ID_SQL}, $1, $2, $3, $4 ON CONFLICT (tenant_id) DO NOTHING`,
    [c.PrimaryColor, c.PrimaryTextColor, c.AccentColor, c.BackgroundColor],
  );
}

/** Colours lower-cased; a pair below WCAG AA is a 400 naming the field and the measured ratio. */
export function checkedColors<
  T extends { PrimaryColor: string; PrimaryTextColor: string; AccentColor: string; BackgroundColor: string },
>(input: T): T {
  const colors = {
    ...input,
    PrimaryColor: input.PrimaryColor.toLowerCase(),
    PrimaryTextColor: input.PrimaryTextColor.toLowerCase(),
    AccentColor: input.AccentColor.toLowerCase(),
    BackgroundColor: input.BackgroundColor.toLowerCase(),
  };
  const problems = brandColorProblems(colors);
  if (problems.length) throw badRequest(problems[0]!.Message, problems);
  return colors;
}

/** Content types of the accepted image formats, by image-size's type name. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

/**
 * A checked brand image: its format read from the bytes (never from a name or a declared type: an
 * SVG, which could carry script, or HTML posing as PNG is refused), its size and its dimensions.
 */
export function checkedImage(kind: BrandImageKind, base64: string): { bytes: Buffer; contentType: string } {
  const rules = BRAND_IMAGE_RULES[kind];
  const refuse = (message: string) => badRequest(message, [{ Message: message, Field: 'DataBase64' }]);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
    throw refuse('The image must be sent as base64.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse('The image is empty.');
  if (bytes.length > rules.maxBytes)
    throw refuse(
      `The ${kind.toLowerCase()} must be at most ${rules.maxBytes / 1024} KB; this one is ${Math.ceil(bytes.length / 1024)} KB.`,
    );
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    size = {};
  }
  const types = rules.types as readonly string[];
  if (!size.type || !types.includes(size.type) || !size.width || !size.height)
    throw refuse(
      `The ${kind.toLowerCase()} must be a ${types
        .map((t) => t.toUpperCase())
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')} image.`,
    );
  const { width, height } = size;
  if (width < rules.minSide || height < rules.minSide || width > rules.maxWidth || height > rules.maxHeight)
    throw refuse(
      `The ${kind.toLowerCase()} must be ${rules.minSide}–${rules.maxWidth} × ${rules.minSide}–${rules.maxHeight} pixels; this one is ${width} × ${height}.`,
    );
  if (rules.isSquare && width !== height)
    throw refuse(`The ${kind.toLowerCase()} must be square; this one is ${width} × ${height}.`);
  return { bytes, contentType: CONTENT_TYPES[size.type]! };
}
