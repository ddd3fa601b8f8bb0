/** Tones a badge can take. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

/** Access certification states of §4 with their numeric values. */
export const certificationStates = {
  Unknown: 0,
  PendingService: 10,
  Ready: 20,
  Completed: 30,
  Cancel: 40,
  Aborted: 50,
  PendingAction: 60,
  Applied: 70,
} as const;

/** Name of an access certification state. */
export type CertificationStateName = keyof typeof certificationStates;

/** Badge colour per certification state (§4: "mapped per state"). */
export const certificationStateTones: Record<CertificationStateName, BadgeTone> = {
  Unknown: 'neutral',
  PendingService: 'info',
  Ready: 'primary',
  Completed: 'success',
  Cancel: 'neutral',
  Aborted: 'danger',
  PendingAction: 'warning',
  Applied: 'success',
};

/** Name of a numeric certification state, 'Unknown' when not listed. */
export function certificationStateName(value: number): CertificationStateName {
  const entry = Object.entries(certificationStates).find(([, v]) => v === value);
  return (entry?.[0] as CertificationStateName | undefined) ?? 'Unknown';
}

/** Spaced label of a state ('PendingService' → 'Pending Service'). */
export function certificationStateLabel(value: number): string {
  return certificationStateName(value).replace(/([a-z])([A-Z])/g, '$1 $2');
}
