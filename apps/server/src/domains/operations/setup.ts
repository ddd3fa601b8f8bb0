import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkPassword } from '@portcullis/api-client/contract';
import type { Db, Queryable } from '../../db/types';
import { ApiError, badRequest } from '../../engine/calls/errors';
import { hashPassword } from '../../engine/auth/passwords';
import { nameKey } from '../../engine/names/name-rules';
import { setGrantScope } from '../../engine/access/scope';
import { SEED_IDS } from '../../db/seed-ids';
import { administratorExists } from './bootstrap';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const closed = () =>
  new ApiError(403, 'Setup is closed: an administrator exists.', 'Forbidden', [], {
    MissingPermissions: [],
    MissingPack: null,
  });

/**
 * A fresh install started without PORTCULLIS_ADMIN_PASSWORD has no administrator: this start makes a
 * one-time setup token (Jenkins' unlock key, Keycloak's first-admin screen), keeps only its SHA-256 and
 * returns it for the server log. Each start while setup is open replaces the token (the newest printed
 * one counts). Returns null when an administrator exists (and forgets any token).
 */
export async function openSetupIfFresh(db: Db): Promise<string | null> {
  if (await administratorExists(db)) {
    await db.query('DELETE FROM setup_tokens');
    return null;
  }
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO setup_tokens (singleton, token_hash) VALUES (true, $1)
       ON CONFLICT (singleton) DO UPDATE SET token_hash = $1, created_date = now()`,
    [hashToken(token)],
  );
  return token;
}

export async function isSetupOpen(db: Queryable): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM setup_tokens');
  return Boolean(row) && !(await administratorExists(db));
}

/**
 * Creates the first administrator (a super admin of the local source) when the setup token matches
 * and no administrator exists; the token is then deleted, so the call refuses from then on. Runs in
 * the call's transaction with the token row locked, so two tries at once create one administrator.
 * There is no actor to compare grants with: the token is the authority, as the seed is at first start.
 */
export async function createFirstAdministrator(
  tx: Queryable,
  input: { SetupToken: string; UserName: string; Password: string },
): Promise<{ userId: string; userName: string }> {
  const [row] = await tx.query<{ token_hash: string }>('SELECT token_hash FROM setup_tokens FOR UPDATE');
  if (!row || (await administratorExists(tx))) throw closed();
  const given = Buffer.from(hashToken(input.SetupToken), 'hex');
  const expected = Buffer.from(row.token_hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(403, 'The setup token is not right. Copy it from the server log.', 'Forbidden', [], {
      MissingPermissions: [],
      MissingPack: null,
    });
  const failures = checkPassword(input.Password);
  if (failures.length)
    throw badRequest(
      failures[0]!.message,
      failures.map((f) => ({ Field: 'Password', Message: f.message })),
    );
  await setGrantScope(tx, 'seed');
  const [user] = await tx.query<{ user_id: string }>(
    `INSERT INTO users (user_id, user_name, display_name, first_name, last_name, user_source_id, is_super_admin,
                        super_admin_start_date, password_hash, user_name_skeleton)
     VALUES (gen_random_uuid(), $1, 'Administrator', $1, '', md5('source-local')::uuid, true, now(), $2, $3)
     RETURNING user_id`,
    [input.UserName, await hashPassword(input.Password), nameKey(input.UserName)],
  );
  await tx.query('INSERT INTO user_roles (user_id, role_def_id) VALUES ($1, $2)', [
    user!.user_id,
    SEED_IDS.superAdminRole,
  ]);
  await tx.query('DELETE FROM setup_tokens');
  return { userId: user!.user_id, userName: input.UserName };
}
