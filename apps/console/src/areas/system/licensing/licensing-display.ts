import type { SystemCertificate } from '@portcullis/api-client';

/** Days left as the page says them: 'Expired' below 1 (§4 trial banner), 'No end date' without one. */
export function daysLeftText(days: number | null): string {
  if (days === null) return 'No end date';
  if (days < 1) return 'Expired';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The certificate's state badge: expired, 'Expiring within one month' or valid. */
export function certificateState(c: Pick<SystemCertificate, 'IsExpired' | 'IsExpiringSoon'>): {
  tone: 'danger' | 'warning' | 'success';
  text: string;
} {
  if (c.IsExpired) return { tone: 'danger', text: 'Expired' };
  if (c.IsExpiringSoon) return { tone: 'warning', text: 'Expiring within one month' };
  return { tone: 'success', text: 'Valid' };
}

export const CERTIFICATE_SOURCE_LABEL: Record<SystemCertificate['Source'], string> = {
  Uploaded: 'Uploaded',
  SamlSigning: 'SAML signing key',
};
