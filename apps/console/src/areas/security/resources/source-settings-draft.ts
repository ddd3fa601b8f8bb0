import {
  sourceTargetOf,
  type ProviderSetting,
  type SourceProviderName,
  type SourceSettings,
} from '@portcullis/api-client';

/**
 * The source settings form's state, React-free. Secrets are never shown: one left empty keeps the
 * stored value while the target (host and port, database, or API origin) is the one it was saved
 * with; when the target changes it must be typed again (the server refuses otherwise). Clearing a
 * stored secret is its own action (`cleared`), never an emptied field.
 */
export type Setting = SourceSettings['Settings'][number] & { Clear?: boolean };

export interface Draft {
  /** Values of the provider's settings, by name. */
  values: Record<string, string>;
  /** Stored secrets the user chose to clear. */
  cleared: string[];
}

/** The settings a save or a test sends: typed values, stored secrets left empty (kept) or cleared, other stored settings kept. */
export function toSettings(known: readonly ProviderSetting[], stored: Setting[], draft: Draft): Setting[] {
  const storedByName = new Map(stored.map((s) => [s.Name, s]));
  const mine = known.flatMap((k): Setting[] => {
    const value = draft.values[k.Name] ?? '';
    const isStoredSecret = Boolean(k.IsSecret && storedByName.get(k.Name)?.IsSecret);
    if (isStoredSecret && draft.cleared.includes(k.Name))
      return [{ Name: k.Name, Value: '', IsSecret: true, Clear: true }];
    if (!value.trim() && !isStoredSecret) return [];
    return [{ Name: k.Name, Value: k.IsSecret ? value : value.trim(), IsSecret: Boolean(k.IsSecret) }];
  });
  const others = stored.filter((s) => !known.some((k) => k.Name === s.Name));
  return [...mine, ...others];
}

const plainValues = (settings: readonly Setting[]) =>
  new Map(settings.filter((s) => !s.IsSecret).map((s) => [s.Name, s.Value]));

/**
 * The stored secrets that must be typed again before a save or a test, because the draft points at
 * another target than the stored settings; empty when the target is unchanged.
 */
export function secretsToRetype(
  provider: SourceProviderName,
  known: readonly ProviderSetting[],
  stored: Setting[],
  draft: Draft,
): string[] {
  const sent = toSettings(known, stored, draft);
  if (sourceTargetOf(provider, plainValues(stored)) === sourceTargetOf(provider, plainValues(sent))) return [];
  return sent
    .filter((s) => s.IsSecret && !s.Clear && s.Value === '' && stored.some((x) => x.Name === s.Name && x.IsSecret))
    .map((s) => s.Name);
}

/** The field message for a stored secret that must be typed again (§5 style). */
export const retypeMessage = (name: string) =>
  `You should type ${name} again: the target changed, and a stored secret is only sent to the target it was saved with.`;
