import {
  DefinedBy,
  Permissions,
  defaultPasswordPolicy,
  passwordPolicyResource as def,
  resolvePasswordPolicy,
  type PasswordPolicy,
  type RecordOf,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { SUPER_ADMIN_GRANT } from '../../engine/auth/session-user';
import { badRequest, conflict } from '../../engine/calls/errors';
import { fromOf, selectOf, tablesOf, toRecord } from '../../engine/resources/store-sql';
import { hooksFor } from '../../engine/resources/hooks-for';
import { refuseSignInChange } from '../sign-in/sign-in-hooks';
import { passwordPolicyAudience } from '../../engine/access/sign-in-reach';

type PolicyRecord = RecordOf<typeof def>;
const POLICY_KEYS = Object.keys(defaultPasswordPolicy) as Array<keyof PasswordPolicy>;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The §3 values a policy sets (empty ones left out, so the §5 defaults fill them). */
function valuesOf(record: Record<string, unknown>): Partial<PasswordPolicy> {
  const out: Record<string, unknown> = {};
  for (const key of POLICY_KEYS) if (record[key] !== null && record[key] !== undefined) out[key] = record[key];
  return out as Partial<PasswordPolicy>;
}

const readPolicy = async (db: Queryable, where: string, params: unknown[]) => {
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${selectOf(def)} FROM ${fromOf(def, where)}`, params);
  return row ? valuesOf(toRecord(def, row)) : null;
};

/** Every policy by category, defaults filled (the static data's PasswordPolicies). */
export async function loadPolicies(db: Queryable): Promise<Record<string, PasswordPolicy>> {
  const rows = await db.query<Record<string, unknown>>(`SELECT ${selectOf(def)} FROM ${tablesOf(def)} ORDER BY 1`);
  return Object.fromEntries(
    rows.map((row) => {
      const record = toRecord(def, row);
      return [String(record.Name), resolvePasswordPolicy(valuesOf(record)) as PasswordPolicy];
    }),
  );
}

/** The policy of a category (any case), else the default one; §5 defaults fill what it leaves empty. */
export async function loadPolicy(db: Queryable, category: string): Promise<Partial<PasswordPolicy>> {
  return (
    (await readPolicy(db, 'lower(pp.category) = lower($1)', [category])) ??
    (await readPolicy(db, "pp.category = 'default'", [])) ??
    {}
  );
}

/**
 * The policy a user is held to: `admin` for a super admin (by flag or by role), else the policy of
 * their user source, else `default`.
 */
export async function userPolicy(db: Queryable, userId: string): Promise<Partial<PasswordPolicy>> {
  return (
    (await readPolicy(
      db,
      `pp.password_policy_id = (
         SELECT p.password_policy_id FROM password_policies p JOIN users u ON u.user_id = $1
          WHERE (p.category = 'admin' AND (u.is_super_admin OR EXISTS (
                   SELECT 1 FROM user_grants_of(ARRAY[u.user_id]) g WHERE g.name = '${SUPER_ADMIN_GRANT}')))
             OR p.user_source_id = u.user_source_id OR p.category = 'default'
          ORDER BY CASE WHEN p.category = 'admin' THEN 0 WHEN p.user_source_id IS NOT NULL THEN 1 ELSE 2 END
          LIMIT 1)`,
      [userId],
    )) ?? {}
  );
}

/** The policy of a user source's users (a policy bound to it, else `default`): what a new user's password meets. */
export const sourcePolicy = async (db: Queryable, userSourceId: string): Promise<Partial<PasswordPolicy>> =>
  (await readPolicy(db, 'pp.user_source_id = $1', [userSourceId])) ?? loadPolicy(db, 'default');

/** Who asks for a policy by user id: themselves, or someone who may see or edit users. */
export interface PolicyReader {
  userId: string;
  isSuperAdmin: boolean;
  permissions: ReadonlySet<string>;
}

const mayReadUserPolicy = (reader: PolicyReader | null, userId: string) =>
  reader !== null &&
  (reader.userId === userId ||
    reader.isSuperAdmin ||
    reader.permissions.has(Permissions.UserView) ||
    reader.permissions.has(Permissions.UserEdit));

/**
 * `GET /user/UserPasswordPolicies/{key}` (§7): `key` is a category name, or the id of a user (their
 * policy) or of a user source (its users' policy); anything else gets the default policy. Decision: a
 * user's own policy tells whether they are a super admin, so another user's is served only to callers
 * who may see or edit users; others get the default policy, as for an unknown key.
 */
export async function policyForKey(db: Queryable, key: string, reader: PolicyReader | null): Promise<PasswordPolicy> {
  if (GUID.test(key)) {
    const [kind] = await db.query<{ kind: string }>(
      `SELECT 'user' AS kind FROM users WHERE user_id = $1 UNION ALL SELECT 'source' FROM user_sources WHERE user_source_id = $1 LIMIT 1`,
      [key],
    );
    if (kind?.kind === 'user' && mayReadUserPolicy(reader, key))
      return resolvePasswordPolicy(await userPolicy(db, key)) as PasswordPolicy;
    if (kind?.kind === 'user') return resolvePasswordPolicy(await loadPolicy(db, 'default')) as PasswordPolicy;
    if (kind?.kind === 'source') return resolvePasswordPolicy(await sourcePolicy(db, key)) as PasswordPolicy;
  }
  return resolvePasswordPolicy(await loadPolicy(db, key)) as PasswordPolicy;
}

const fieldError = (Field: string, Message: string) => badRequest(Message, [{ Field, Message }]);
const LETTER_DIGIT_OR_SPACE = /[\p{L}\p{N}\s]/u;

/** Rules across a policy's fields: it must be possible to meet it, and special characters are special. */
function checkPolicy(input: Partial<PasswordPolicy>): void {
  const p = resolvePasswordPolicy(input);
  if (p.MaximumNumberOfPasswordLength < p.MinimumNumberOfPasswordLength)
    throw fieldError('MaximumNumberOfPasswordLength', 'The maximum length must be at least the minimum length.');
  const letters = Math.max(
    p.MinimumNumberOfLetters,
    p.MinimumNumberOfLettersLowerCase + p.MinimumNumberOfLettersUpperCase,
  );
  const needed = letters + p.MinimumNumberOfNumericCharacters + p.MinimumNumberOfSpecialCharacters;
  if (needed > p.MaximumNumberOfPasswordLength)
    throw fieldError(
      'MaximumNumberOfPasswordLength',
      `The minimums ask for ${needed} characters, more than the maximum length of ${p.MaximumNumberOfPasswordLength}.`,
    );
  if (input.SpecialCharacters !== null && input.SpecialCharacters !== undefined) {
    if (!input.SpecialCharacters.trim())
      throw fieldError('SpecialCharacters', 'Special characters: leave it empty for the default set, or list some.');
    if (LETTER_DIGIT_OR_SPACE.test(input.SpecialCharacters))
      throw fieldError('SpecialCharacters', 'Special characters must not include letters, digits or spaces.');
  }
}

const isSystem = (record: PolicyRecord | null) => record?.DefinedBy === DefinedBy.System;

/**
 * Password policies: system policies (`default`, `admin`) apply by category and cannot be bound to a
 * source or removed; the others apply to the users of exactly one user source.
 */
export const passwordPolicyHooks = hooksFor(def, {
  beforeSave: async (ctx, input, existing) => {
    const { db } = ctx;
    checkPolicy(input as Partial<PasswordPolicy>);
    // Issue 23: a policy is changed only by someone who may manage every user it holds, before and after.
    await refuseSignInChange(ctx, passwordPolicyAudience(existing));
    if (isSystem(existing)) {
      if (input.UserSourceId)
        throw fieldError(
          'UserSourceId',
          `The ${existing!.Title} policy applies by category; it cannot be limited to a user source.`,
        );
      return;
    }
    if (!input.UserSourceId) throw fieldError('UserSourceId', 'Choose the user source whose users follow this policy.');
    const [taken] = await db.query<{ title: string }>(
      'SELECT title FROM password_policies WHERE user_source_id = $1 AND password_policy_id IS DISTINCT FROM $2',
      [input.UserSourceId, existing?.PasswordPolicyId ?? null],
    );
    if (taken) throw conflict(`The ${taken.title} policy already applies to that user source.`);
  },
  afterSave: (ctx, record) => refuseSignInChange(ctx, passwordPolicyAudience(record)),
  beforeRemove: async (ctx, record) => {
    if (isSystem(record))
      throw conflict(`The ${record.Title} policy is defined by the system: it can be changed but not removed.`);
    await refuseSignInChange(ctx, passwordPolicyAudience(record));
  },
});
