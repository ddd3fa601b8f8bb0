import { contrastRatio, formatRatio, isHexColor, WCAG_AA_TEXT_RATIO } from './contrast';

/** The colours of a tenant's branding, as the customization page saves them. */
export interface BrandColors {
  /** Buttons and highlights. */
  PrimaryColor: string;
  /** Text on a primary background. */
  PrimaryTextColor: string;
  /** Links and headings of the sign-in page, on its background. */
  AccentColor: string;
  /** The sign-in page's background. */
  BackgroundColor: string;
}

/** The colour pairs that carry text, each checked against WCAG AA: [foreground, background, what it is]. */
export const BRAND_COLOR_PAIRS: ReadonlyArray<readonly [keyof BrandColors, keyof BrandColors, string]> = [
  ['PrimaryTextColor', 'PrimaryColor', 'Text on the primary colour'],
  ['AccentColor', 'BackgroundColor', 'The accent colour on the background'],
];

/** The product's own colours (the ui kit's light theme), where a tenant has set none. */
export const DEFAULT_BRAND_COLORS: BrandColors = {
  PrimaryColor: '#0b5cad',
  PrimaryTextColor: '#ffffff',
  AccentColor: '#0b5cad',
  BackgroundColor: '#ffffff',
};

/** One refusal of a branding field. */
export interface BrandProblem {
  Field: keyof BrandColors;
  Message: string;
}

/**
 * What is wrong with a set of brand colours: a value that is not '#rrggbb', or a text pair below WCAG
 * AA (4.5:1), with the measured ratio: 'Text on the primary colour has a contrast of 2.51:1 (#ffffff on
 * #f0a020); WCAG AA needs at least 4.5:1.'
 */
export function brandColorProblems(colors: BrandColors): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const field of Object.keys(DEFAULT_BRAND_COLORS) as Array<keyof BrandColors>)
    if (!isHexColor(colors[field])) problems.push({ Field: field, Message: `${field} must be a colour like #1a2b3c.` });
  if (problems.length) return problems;
  for (const [fg, bg, what] of BRAND_COLOR_PAIRS) {
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio < WCAG_AA_TEXT_RATIO)
      problems.push({
        Field: fg,
        Message: `${what} has a contrast of ${formatRatio(ratio)} (${colors[fg]} on ${colors[bg]}); WCAG AA needs at least ${WCAG_AA_TEXT_RATIO}:1.`,
      });
  }
  return problems;
}

/** Kinds of uploaded brand images and what each accepts. */
export const BRAND_IMAGE_RULES = {
  Logo: {
    types: ['png', 'jpg', 'webp'],
    maxBytes: 256 * 1024,
    minSide: 16,
    maxWidth: 1024,
    maxHeight: 512,
    isSquare: false,
  },
  Favicon: { types: ['png', 'ico'], maxBytes: 64 * 1024, minSide: 16, maxWidth: 512, maxHeight: 512, isSquare: true },
} as const;
export type BrandImageKind = keyof typeof BRAND_IMAGE_RULES;
export const BRAND_IMAGE_KINDS = Object.keys(BRAND_IMAGE_RULES) as BrandImageKind[];

/** Longest sign-in title and message. */
export const SIGN_IN_TITLE_MAX = 100;
export const SIGN_IN_MESSAGE_MAX = 1000;

/**
 * Why a host name cannot be a custom sign-in domain, or null when it can (RFC 1123 labels: letters,
 * digits and inner hyphens, 1–63 each, 253 in all, at least two labels, a top-level label that is not
 * all digits — so no IP address). Compare after {@link normalizeHostName}.
 */
export function hostNameProblem(hostName: string): string | null {
  const host = normalizeHostName(hostName);
  if (!host) return 'Host name is required.';
  if (host.length > 253) return 'Host name must be at most 253 characters.';
  const labels = host.split('.');
  if (labels.length < 2) return 'Host name must have at least two labels, such as login.example.com.';
  for (const label of labels)
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))
      return `"${label}" is not a valid label: use letters, digits and inner hyphens, at most 63.`;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return 'Host name must be a name, not an IP address.';
  return null;
}

/** Lower case, without surrounding spaces or the root's trailing dot. */
export const normalizeHostName = (hostName: string): string => hostName.trim().toLowerCase().replace(/\.$/, '');

/** Where a domain's verification record is published: a TXT record at this name. */
export const verificationRecordName = (hostName: string): string =>
  `_portcullis-verification.${normalizeHostName(hostName)}`;

/** The spec-less texts of the domain page. */
export const DOMAIN_MESSAGES = {
  verified: 'Domain verified.',
  notVerifiedYet: (recordName: string) =>
    `Not verified yet: no TXT record at ${recordName} holds the verification value. DNS changes can take up to 48 hours to be seen.`,
  unreachable: (recordName: string) =>
    `Not verified yet: DNS could not be asked about ${recordName} right now. Try again later.`,
} as const;
