import { everyPermission } from '@portcullis/api-client/contract';
import type { Db, Queryable } from '../db/types';
import { seedTransaction } from '../engine/access/scope';

/** §4 Defined-by System: records that come with the product. */
const SYSTEM = 1;

/**
 * The product's permissions as permission definitions (Defined by System), titled from their strings
 * ('System.Management.User.List' → 'User List'). Those already there are left as they are (their title
 * and state are the administrators' to change); a name an administrator defined becomes System.
 */
export async function insertProductPermissions(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO permission_defs (permission_def_id, name, title, defined_by)
     SELECT md5('perm-' || p)::uuid, p, replace(replace(p, 'System.Management.', ''), '.', ' '), ${SYSTEM}
       FROM unnest($1::text[]) AS p
     ON CONFLICT (name) DO UPDATE SET defined_by = ${SYSTEM}`,
    [[...everyPermission()]],
  );
}

/**
 * On every start: permissions the product learnt since the database was seeded (a new resource's
 * Edit permission) become definitions, so roles can give them.
 */
export async function ensureProductPermissions(db: Db): Promise<void> {
  const [missing] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM unnest($1::text[]) AS p
      WHERE NOT EXISTS (SELECT 1 FROM permission_defs d WHERE d.name = p AND d.defined_by = ${SYSTEM})`,
    [[...everyPermission()]],
  );
  if (missing!.n > 0) await seedTransaction(db, insertProductPermissions);
}

/**
 * The seeded password policies: `default` and `admin` (Defined by System; §5 defaults fill what they
 * leave empty) and a stricter one for the partner directory's users.
 */
export async function insertPasswordPolicies(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO password_policies (password_policy_id, category, title, description, defined_by, user_source_id,
        minimum_number_of_password_length, required_category_count, minimum_number_of_special_characters)
     VALUES
       (md5('policy-default')::uuid, 'default', 'Default', 'Every user without another policy.', ${SYSTEM}, NULL, 8, 3, 1),
       (md5('policy-admin')::uuid, 'admin', 'Administrators', 'Super admins.', ${SYSTEM}, NULL, 13, 4, NULL),
       (md5('policy-partners')::uuid, 'partners', 'Partners', 'Users of the partner directory.', 2,
        md5('source-partner-ldap')::uuid, 10, 3, NULL)`,
  );
}
