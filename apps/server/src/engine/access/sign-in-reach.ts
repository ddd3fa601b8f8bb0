import { CONSOLE_APPLICATION_ID } from '@portcullis/api-client/contract';

/**
 * Who a rule about signing in reaches (issue 23, "protected accounts extend to policy"). A write that
 * changes who may sign in, or how, affects every account its record reaches before or after the write;
 * the sign-in guard (sign-in-guard.ts) turns these into user ids and refuses the write unless the actor
 * holds every permission of each of them. This module is plain data in, audiences out, so the rules of
 * "who is affected" are read and tested without a database.
 */
export type Audience =
  | { kind: 'everyone' }
  /** The users named. */
  | { kind: 'users'; ids: readonly string[] }
  /** Direct members of the groups (access restrictions match direct membership). */
  | { kind: 'groupMembers'; ids: readonly string[] }
  /** Members of the groups and of their subgroups (what an application's member groups confer). */
  | { kind: 'groupTreeMembers'; ids: readonly string[] }
  /** Holders of the roles, directly or through a group they belong to directly. */
  | { kind: 'roleHolders'; ids: readonly string[] }
  /** Super admins (by flag, role or group): whom the `admin` password policy holds. */
  | { kind: 'superAdmins' }
  /** The users of one user source whom its password policy holds. */
  | { kind: 'sourcePolicyUsers'; id: string }
  /** The users the `default` password policy holds (no policy of their own). */
  | { kind: 'defaultPolicyUsers' }
  /** The users enrolled with the authenticators. */
  | { kind: 'enrolledWith'; ids: readonly string[] };

type ListKind = 'users' | 'groupMembers' | 'groupTreeMembers' | 'roleHolders' | 'enrolledWith';
const LIST_KINDS: readonly ListKind[] = ['users', 'groupMembers', 'groupTreeMembers', 'roleHolders', 'enrolledWith'];
const EVERYONE: Audience = { kind: 'everyone' };

const list = (kind: ListKind, ids: readonly string[] | null | undefined): Audience[] =>
  ids?.length ? [{ kind, ids }] : [];

/** An access restriction as far as its reach goes (a record or a save input). */
export interface RestrictionReach {
  IsEnabled?: boolean | null;
  AppliesTo?: string | null;
  UserIds?: readonly string[] | null;
  GroupIds?: readonly string[] | null;
  RoleIds?: readonly string[] | null;
}

/**
 * Whom an access restriction holds: nobody while it is disabled (a disabled restriction decides no
 * sign-in), else everyone, the chosen users, the direct members of the chosen groups or the holders of
 * the chosen roles, as the sign-in reads it (domains/sign-in/policy.ts). Only the list its AppliesTo names
 * counts: the others are stored empty.
 */
export function restrictionAudience(restriction: RestrictionReach | null | undefined): Audience[] {
  if (!restriction?.IsEnabled) return [];
  switch (restriction.AppliesTo) {
    case 'AllUsers':
      return [EVERYONE];
    case 'Users':
      return list('users', restriction.UserIds);
    case 'Groups':
      return list('groupMembers', restriction.GroupIds);
    case 'Roles':
      return list('roleHolders', restriction.RoleIds);
    default:
      return [];
  }
}

/** A zone as far as its reach goes. */
export interface ZoneReach {
  State?: number | null;
  MfaRequired?: number | null;
}

/**
 * Whom a zone holds: everyone while it decides anything (a state or an MFA rule other than System
 * Default), since the address a sign-in comes from is not known in advance; nobody otherwise.
 */
export const zoneAudience = (zone: ZoneReach | null | undefined): Audience[] =>
  zone && (Number(zone.State ?? 0) !== 0 || Number(zone.MfaRequired ?? 0) !== 0) ? [EVERYONE] : [];

/** A restriction that names zone definitions, browsers or platforms. */
export interface RestrictionUse extends RestrictionReach {
  Location?: string | null;
  Browsers?: string | null;
  Platforms?: string | null;
}

/**
 * Whom a zone definition's ranges hold: everyone when a deciding zone uses it; else the users of the
 * restrictions that name it under "only from" or "not from" chosen zones.
 */
export function zoneDefAudience(
  usingZones: readonly ZoneReach[],
  namingRestrictions: readonly RestrictionUse[],
): Audience[] {
  if (usingZones.some((z) => zoneAudience(z).length > 0)) return [EVERYONE];
  return unionAudiences(
    ...namingRestrictions.filter((r) => r.Location && r.Location !== 'Anywhere').map(restrictionAudience),
  );
}

/**
 * Whom the browser (or platform) definitions hold: a User-Agent is recognised as the first definition
 * that matches, so any change among them may change what any sign-in is recognised as; it matters to
 * the users of the restrictions that allow only chosen browsers (platforms).
 */
export const userAgentAudience = (kind: 'Browsers' | 'Platforms', restrictions: readonly RestrictionUse[]) =>
  unionAudiences(...restrictions.filter((r) => r[kind] === 'Only').map(restrictionAudience));

/** A password policy as far as its reach goes: its category (Name) and user source. */
export interface PolicyReach {
  Name?: string | null;
  UserSourceId?: string | null;
}

/** Whom a password policy holds: `admin` the super admins, `default` users without another, else its source's users. */
export function passwordPolicyAudience(policy: PolicyReach | null | undefined): Audience[] {
  if (!policy) return [];
  if (policy.Name === 'admin') return [{ kind: 'superAdmins' }];
  if (policy.Name === 'default') return [{ kind: 'defaultPolicyUsers' }];
  return policy.UserSourceId ? [{ kind: 'sourcePolicyUsers', id: policy.UserSourceId }] : [];
}

/** An authenticator as far as its reach goes. */
export interface AuthenticatorReach {
  AuthenticatorId?: string | null;
  AuthenticatorType?: string | null;
}

/**
 * Whom an authenticator's settings hold: the password authenticator signs everyone in (its lockout
 * settings apply to every sign-in); another one, the users enrolled with it. A new one holds nobody.
 */
export function authenticatorAudience(authenticator: AuthenticatorReach | null | undefined): Audience[] {
  if (!authenticator) return [];
  if (authenticator.AuthenticatorType === 'Password') return [EVERYONE];
  return authenticator.AuthenticatorId ? list('enrolledWith', [authenticator.AuthenticatorId]) : [];
}

/** Whom a change to an application's record or keys holds: everyone for the console (every console sign-in is one of it). */
export const applicationAudience = (applicationId: string | null | undefined): Audience[] =>
  applicationId === CONSOLE_APPLICATION_ID ? [EVERYONE] : [];

/** Whom giving (or taking away) groups to an application holds: their members and their subgroups' members. */
export const applicationGroupsAudience = (groupIds: readonly string[]): Audience[] =>
  list('groupTreeMembers', groupIds);

/**
 * One audience of several: everyone absorbs the rest; lists of one kind are merged, without repeats,
 * in order; kinds without ids appear once. The result is in a fixed order (the order of the kinds).
 */
export function unionAudiences(...audiences: ReadonlyArray<readonly Audience[]>): Audience[] {
  const all = audiences.flat();
  if (all.some((a) => a.kind === 'everyone')) return [EVERYONE];
  const out: Audience[] = [];
  for (const kind of LIST_KINDS) {
    const ids = [...new Set(all.flatMap((a) => (a.kind === kind ? a.ids : [])))];
    out.push(...list(kind, ids));
  }
  if (all.some((a) => a.kind === 'superAdmins')) out.push({ kind: 'superAdmins' });
  if (all.some((a) => a.kind === 'defaultPolicyUsers')) out.push({ kind: 'defaultPolicyUsers' });
  const sources = new Set(all.flatMap((a) => (a.kind === 'sourcePolicyUsers' ? [a.id] : [])));
  for (const id of sources) out.push({ kind: 'sourcePolicyUsers', id });
  return out;
}
