import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that seals shared-account passwords: PORTCULLIS_SECRET_KEY (32 bytes, base64) when set,
 * else a key file beside the embedded database (created once, mode 0600), else — in-memory test
 * servers — a key for this process only. It is never stored in the database it protects.
 */
export function loadSecretKey(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.PORTCULLIS_SECRET_KEY) {
    const key = Buffer.from(env.PORTCULLIS_SECRET_KEY, 'base64');
    if (key.length !== 32) throw new Error('PORTCULLIS_SECRET_KEY must be 32 bytes, base64-encoded.');
    return key;
  }
  if (!dataDir) return randomBytes(32);
  const file = path.join(path.dirname(path.resolve(dataDir)), `${path.basename(path.resolve(dataDir))}.secret-key`);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** AES-256-GCM: iv.tag.ciphertext, base64url parts. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}
