import { z } from 'zod';
import { call, needs, PUBLIC, responds } from './define';
import { Permissions } from './permissions';
import { getAll, plainText, writeById } from './builders';
import {
  BRAND_IMAGE_KINDS,
  SIGN_IN_MESSAGE_MAX,
  SIGN_IN_TITLE_MAX,
  type BrandColors,
  type BrandImageKind,
} from '../branding/rules';

/** What every console and the sign-in page apply: colours, texts and where the images are. */
export interface BrandingTheme extends BrandColors {
  SignInTitle: string | null;
  SignInMessage: string | null;
  /** `/branding/image/Logo?v=…` (the version changes with the image), or null for the product's mark. */
  LogoUrl: string | null;
  FaviconUrl: string | null;
}

/** The customization page's record. */
export interface BrandingCustomization extends BrandingTheme {
  UpdatedDate: string | null;
}

/** A custom sign-in domain and its verification. */
export interface BrandingDomain {
  DomainId: string;
  HostName: string;
  /** Publish a TXT record at this name … */
  RecordName: string;
  /** … holding this value. */
  RecordValue: string;
  IsVerified: boolean;
  VerifiedDate: string | null;
  LastCheckedDate: string | null;
  /** What the last Verify found, said plainly. */
  LastCheckMessage: string | null;
  CreatedDate: string;
}

const color = z.string().max(7);
const optionalText = (max: number) => plainText(max).nullable().optional();

export const BrandingCustomizationSaveSchema = z.strictObject({
  PrimaryColor: color,
  PrimaryTextColor: color,
  AccentColor: color,
  BackgroundColor: color,
  SignInTitle: optionalText(SIGN_IN_TITLE_MAX),
  SignInMessage: z.string().max(SIGN_IN_MESSAGE_MAX).nullable().optional(),
});

/** An image upload: base64 in JSON (at most 256 KB decoded, so within the body limit). */
export const BrandImageUploadSchema = z.strictObject({
  Kind: z.enum(BRAND_IMAGE_KINDS as [BrandImageKind, ...BrandImageKind[]]),
  DataBase64: z.string().max(360_000),
});
const ImageKindParams = z.strictObject({ kind: z.enum(BRAND_IMAGE_KINDS as [BrandImageKind, ...BrandImageKind[]]) });

const viewCustomization = needs(Permissions.BrandingCustomizationView);
const editCustomization = needs(Permissions.BrandingCustomizationEdit);
const viewDomains = needs(Permissions.BrandingDomainView);
const editDomains = needs(Permissions.BrandingDomainEdit);

/**
 * Branding (spec §2.12; the calls are designed, the spec shows none). Customization: colours checked
 * against WCAG AA, logo and favicon, sign-in texts, one set per tenant; every open console re-themes
 * (ReceiveConsoleChange 'Branding'). Domains: custom host names of the sign-in page, verified by a TXT
 * record the tenant publishes.
 */
export const branding = {
  theme: getAll<BrandingTheme>(
    '/branding/theme',
    PUBLIC,
    'The colours, sign-in texts and image addresses every console and the sign-in page apply (public: the sign-in page needs it).',
  ),
  image: call({
    method: 'GET',
    path: '/branding/image/:kind',
    access: PUBLIC,
    isWrite: false,
    isFile: true,
    params: ImageKindParams,
    /** `v`: the image's version, so that an address names one image for good (cached a year). */
    query: z.strictObject({ v: z.string().max(64).optional() }),
    data: responds<never>(),
    summary: 'The tenant’s logo or favicon (404 when none is set).',
  }),
  customization: getAll<BrandingCustomization>(
    '/branding/customization/get',
    viewCustomization,
    'The customization page’s record.',
  ),
  saveCustomization: call({
    method: 'POST',
    path: '/branding/customization/save',
    access: editCustomization,
    isWrite: true,
    body: BrandingCustomizationSaveSchema,
    data: responds<BrandingCustomization>(),
    summary: 'Saves colours (text pairs below WCAG AA 4.5:1 are refused with the measured ratio) and sign-in texts.',
  }),
  uploadImage: call({
    method: 'POST',
    path: '/branding/image/upload',
    access: editCustomization,
    isWrite: true,
    body: BrandImageUploadSchema,
    data: responds<BrandingCustomization>(),
    summary:
      'Sets the logo (PNG, JPEG or WebP, 256 KB, 16–1024 × 16–512 px) or favicon (PNG or ICO, 64 KB, square 16–512 px).',
  }),
  removeImage: call({
    method: 'DELETE',
    path: '/branding/image/:kind',
    access: editCustomization,
    isWrite: true,
    params: ImageKindParams,
    data: responds<BrandingCustomization>(),
    summary: 'Removes the logo or favicon: the product’s own is shown again.',
  }),
  domains: getAll<BrandingDomain[]>('/branding/domain/list', viewDomains, 'The tenant’s custom sign-in domains.'),
  saveDomain: call({
    method: 'POST',
    path: '/branding/domain/save',
    access: editDomains,
    isWrite: true,
    body: z.strictObject({ HostName: z.string().max(300) }),
    data: responds<BrandingDomain>(),
    summary: 'Adds a custom domain (RFC 1123 host name) with a new verification value to publish.',
  }),
  removeDomain: writeById<null>('DELETE', '/branding/domain/remove/:id', editDomains, 'Removes a custom domain.'),
  verifyDomain: writeById<BrandingDomain>(
    'POST',
    '/branding/domain/verify/:id',
    editDomains,
    'Looks up the TXT record and marks the domain verified when it holds the value; otherwise says plainly it is not verified yet.',
  ),
} as const;
