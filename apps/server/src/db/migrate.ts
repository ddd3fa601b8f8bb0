import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './types';
import { ensureManagedTables } from '../resources/managed-tables';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the numbered SQL migrations not yet recorded, each in its own transaction, then creates or
 * extends the tables of managed resources (resources/managed-tables.ts). Returns the migrations' names.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_date timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  await ensureManagedTables(db);
  return applied;
}

/**
 * Splits a migration on top-level semicolons; a dollar-quoted body ($$ … $$, as in a trigger
 * function) is kept whole. Whole-line `--` comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (tag && (quote === null || quote === tag)) {
        quote = quote === null ? tag : null;
        i += tag.length - 1;
      }
    } else if (text[i] === ';' && quote === null) {
      statements.push(text.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(text.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}
