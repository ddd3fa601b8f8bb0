import { createHmac } from 'node:crypto';
import type { Db } from '../../db/types';

/** What a process started with another sealing key than the database's first process is told. */
export class SecretKeyMismatchError extends Error {
  constructor() {
    super(
      'This database was first used with another secret key: every server process on one PostgreSQL must be started with the same PORTCULLIS_SECRET_KEY (32 bytes, base64), or the shared-account passwords one seals cannot be read by another.',
    );
    this.name = 'SecretKeyMismatchError';
  }
}

/** A fingerprint of the key that reveals nothing of it (an HMAC of a fixed text). */
const fingerprintOf = (key: Buffer) =>
  createHmac('sha256', key).update('portcullis secret key check').digest('base64url');

/**
 * On PostgreSQL, where several processes may share the database, records the first process's key
 * fingerprint and refuses a process whose key differs (a per-process random key, or a key file beside
 * another data directory), as a cluster refuses a node with another keystore. The embedded database is
 * single-process, its key file lives beside it: nothing to compare.
 */
export async function checkSharedSecretKey(db: Db, key: Buffer): Promise<void> {
  if (db.kind !== 'postgres') return;
  const fingerprint = fingerprintOf(key);
  await db.query('INSERT INTO secret_key_check (fingerprint) VALUES ($1) ON CONFLICT (id) DO NOTHING', [fingerprint]);
  const [row] = await db.query<{ fingerprint: string }>('SELECT fingerprint FROM secret_key_check');
  if (row?.fingerprint !== fingerprint) throw new SecretKeyMismatchError();
}
