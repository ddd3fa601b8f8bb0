/**
 * Issue 28 licensing and certification (spec §2.9 licensing, certification). Designed: the spec names
 * the pages and §3 License only; these are what the pages show.
 */

/** The signed facts of an uploaded licence (docs: apps/server/src/domains/licensing/README.md). */
export interface LicenceTerms {
  LicenceId: string;
  /** The tenant the licence is issued to; it must be this installation's tenant. */
  Tenant: string;
  Edition: string;
  /** Users the licence covers. */
  Seats: number;
  IssuedUtc: string;
  ExpirationUtc: string;
}

/**
 * The licence on record. A record made before signed files (the demo seed) has no terms: its fields
 * but the expiry are null.
 */
export interface StoredLicence {
  LicenceId: string;
  Tenant: string | null;
  Edition: string | null;
  Seats: number | null;
  IssuedUtc: string | null;
  ExpirationUtc: string | null;
  UploadedDate: string | null;
}

export interface LicenceDetails {
  /** The stored licence, or null while the tenant is on trial. */
  Licence: StoredLicence | null;
  /** Users in the directory, against Seats. */
  SeatsUsed: number;
  Tenant: { Name: string; ExpirationDate: string | null };
  /** True without a licence: the tenant's expiration is the trial's end. */
  IsTrial: boolean;
  /**
   * Whole days until the licence (or, on trial, the tenant) expires, clamped to 0 (§4 trial banner);
   * null when there is no end date.
   */
  DaysLeft: number | null;
  /** The licence warning (§4), or null when there is nothing to warn about. */
  Warning: string | null;
}

/** Where a certificate the system uses comes from. */
export type SystemCertificateSource = 'Uploaded' | 'SamlSigning';

export interface SystemCertificate {
  /** The uploaded certificate's id, or the application key's id for a SAML signing certificate. */
  CertificateId: string;
  Source: SystemCertificateSource;
  /** The uploaded name, or the application's title for a SAML signing key. */
  Name: string;
  ApplicationId: string | null;
  Subject: string;
  Issuer: string;
  SerialNumber: string;
  ValidFrom: string;
  ValidTo: string;
  /** SHA-256 fingerprint, colon separated hex. */
  Fingerprint: string;
  IsExpired: boolean;
  /** 'Expiring within one month': not expired and ends within one calendar month. */
  IsExpiringSoon: boolean;
  /** Only uploaded certificates are removed here; SAML keys are rotated on their application. */
  CanRemove: boolean;
}
