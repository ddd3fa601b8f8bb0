/**
 * Access declarations of the contract beyond a fixed permission: calls whose permission depends on
 * the request, and calls that confer or manage access. Both are data the server enforces in its
 * pipeline (never a check buried in a handler) and the tests enumerate; a generic resource layer sets
 * them the same way as the hand-written domains.
 */

/** The validated parts of a request, as request-dependent access and grant declarations read them. */
export interface RequestInput<P = unknown, Q = unknown, B = unknown> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
}

/**
 * Stored values the server looks up to decide a permission (`objectTypeName`: the name of object type
 * `id`; `resourcePartition`: the partition value of record `id` of resource `of`, e.g. a provider's
 * Kind). The server's lookup table is typed by this union, so a new name without an implementation
 * does not compile.
 */
export type AccessLookup = 'objectTypeName' | 'resourcePartition';

/** Relations between the caller and a record (`sharedAccountDelegate`: shared account `id` is delegated to the caller). */
export type AccessRelation = 'sharedAccountDelegate';

/**
 * One thing a request-dependent call needs; every requirement of a request must hold.
 * - a permission string;
 * - `{ lookup, id, permissions }`: the permission keyed by a stored value (no record: the handler answers 404);
 * - `{ relation, id }`: the caller stands in that relation to record `id` (403 otherwise).
 */
export type Requirement =
  | string
  | {
      readonly lookup: AccessLookup;
      readonly id: string;
      /** Which resource a `resourcePartition` lookup reads. */
      readonly of?: string;
      readonly permissions: Readonly<Record<string, string>>;
    }
  | { readonly relation: AccessRelation; readonly id: string };

/**
 * A call whose permission is a declared function of the validated request (providers by Kind,
 * object-type search per type, exports per object, shared-password reveal, bulk delete's second
 * permission). The caller must be signed in; `require` names what this request needs.
 */
export interface RequestAccess<I = RequestInput> {
  readonly kind: 'request';
  /** Every permission `require` can name, for the permission matrix and the documentation. */
  readonly permissions: readonly string[];
  /** What this request needs. A name the call does not know yields nothing here; the handler then refuses it. */
  require(input: I): readonly Requirement[];
}

/**
 * What a granting call can change. `user`, `group`, `role`, `permission`, `application`: what that
 * principal holds (links, inheritance, definitions); `rule`: a membership rule of groups;
 * `delegation`: owners of objects (a ManageBy owner may reveal a shared account's password);
 * `account`: the user accounts themselves (edit, enable, delete, passwords, devices, aliases, codes).
 */
export type GrantTarget = 'user' | 'group' | 'role' | 'permission' | 'application' | 'rule' | 'delegation' | 'account';

/** Records the server maps to the user they belong to (a device, an alias, an owner assignment of a user). */
export type ManagedLookup = 'device' | 'alias' | 'objectOwner';

/**
 * A principal a call manages, from the request: a user; the user a record belongs to; or the groups
 * whose membership rule is `ruleOf` (editing the rule decides who joins them).
 */
export type ManagedRef =
  { readonly user: string } | { readonly userOf: ManagedLookup; readonly id: string } | { readonly ruleOf: string };

/**
 * Declares that a write confers or manages access. The server then:
 * 1. lets the write change the access tables at all (the database refuses changes to roles,
 *    permissions, memberships, inheritance and owners from a call that does not declare this);
 * 2. refuses it (403, audited as AccessRefused, nothing changed) when any principal would gain a
 *    permission the caller does not hold, when super-admin rights would be granted or removed by
 *    someone who is not a super admin, or when no enabled super admin would be left;
 * 3. refuses it when it manages an account whose effective permissions are not a subset of the
 *    caller's (protected accounts; super admins are managed only by super admins).
 */
export interface Grants<I = RequestInput> {
  readonly confers: readonly GrantTarget[];
  /**
   * The principals this request manages. Omitted on an `account` grant, the handler names them (a
   * bulk action over filters) and the server refuses the write if it does not.
   */
  manages?(input: I): readonly ManagedRef[];
}

/** `record[key]` when `key` is the record's own property, else undefined (`constructor`, `__proto__` name nothing). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
