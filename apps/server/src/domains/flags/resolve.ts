import type { FlagScope } from '@portcullis/api-client/contract';

/** One flag definition: its name and the value that holds where none is set. */
export interface FlagDefinition {
  flagDefId: string;
  name: string;
  defaultValue: boolean;
}

/** One value of a flag for the tenant or one object. */
export interface FlagValue {
  flagDefId: string;
  scope: FlagScope;
  /** The user, group or application id; null for the tenant. */
  objectId: string | null;
  isEnabled: boolean;
}

/** Whom the flags are resolved for. */
export interface FlagSubject {
  userId: string | null;
  groupIds: readonly string[];
  applicationId: string | null;
}

/**
 * The names of the flags that are on for `subject`, sorted. Per flag the most specific value wins:
 * the user's own, then one of the user's groups (several groups disagreeing: on wins, as grants from
 * groups add up), then the application's, then the tenant's, then the definition's default.
 */
export function resolveFeatureFlags(
  definitions: readonly FlagDefinition[],
  values: readonly FlagValue[],
  subject: FlagSubject,
): string[] {
  const groups = new Set(subject.groupIds);
  const byFlag = new Map<string, FlagValue[]>();
  for (const v of values) byFlag.set(v.flagDefId, [...(byFlag.get(v.flagDefId) ?? []), v]);
  const on: string[] = [];
  for (const def of definitions) {
    const own = byFlag.get(def.flagDefId) ?? [];
    const pick = (scope: FlagScope, matches: (v: FlagValue) => boolean) =>
      own.filter((v) => v.scope === scope && matches(v));
    const userValue = pick('User', (v) => subject.userId !== null && v.objectId === subject.userId)[0];
    const groupValues = pick('Group', (v) => v.objectId !== null && groups.has(v.objectId));
    const appValue = pick(
      'Application',
      (v) => subject.applicationId !== null && v.objectId === subject.applicationId,
    )[0];
    const tenantValue = pick('Tenant', () => true)[0];
    const isOn =
      userValue?.isEnabled ??
      (groupValues.length ? groupValues.some((v) => v.isEnabled) : undefined) ??
      appValue?.isEnabled ??
      tenantValue?.isEnabled ??
      def.defaultValue;
    if (isOn) on.push(def.name);
  }
  return on.sort();
}
