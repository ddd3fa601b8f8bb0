import type { BadgeTone } from '@portcullis/ui';

/** Spec §9 static threat placeholders of the Anomaly Detection panel, with their hover descriptions. */
export const ANOMALY = {
  total: 496,
  items: [
    {
      label: 'Impossible Travel',
      count: 94,
      description: 'Sign-ins from places too far apart for the time between them.',
    },
    { label: 'Untrusted Location', count: 48, description: 'Sign-ins from a location not trusted by your policies.' },
    { label: 'Untrusted Browser', count: 2, description: 'Sign-ins from a browser not seen before for the user.' },
    {
      label: 'Non-behavioral IP Address',
      count: 13,
      description: "Sign-ins from an IP address outside the user's usual behaviour.",
    },
  ],
} as const;

/** Badge colour per audit information type (1 Info, 2 Success, 3 Warning, 4 Error). */
export const AUDIT_TONES: Record<number, BadgeTone> = { 1: 'info', 2: 'success', 3: 'warning', 4: 'danger' };
