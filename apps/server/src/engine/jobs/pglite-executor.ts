import type { Db } from '../../db/types';
import { splitStatements } from '../../db/migrate';

/** What pg-boss calls to run its SQL when it is given a `db` instead of a connection string. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const TRANSACTION_CONTROL = /^(BEGIN|COMMIT|ROLLBACK)$/i;

/**
 * pg-boss over the embedded engine (PGlite has one connection, serialised by pglite-engine.ts).
 * A statement with values runs as one parameterised query. pg-boss's parameterless texts may hold
 * several statements wrapped in their own BEGIN … COMMIT (schema creation, maintenance under an
 * advisory lock): they run statement by statement inside one `db.transaction`, which owns BEGIN,
 * COMMIT and — unlike a multi-statement exec that fails half-way — the ROLLBACK, so a failed
 * maintenance run can never leave the single connection inside an aborted transaction.
 */
export function pgliteExecutor(db: Db): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      if (values !== undefined) return { rows: await db.query(text, values) };
      const statements = splitStatements(text).filter((s) => !TRANSACTION_CONTROL.test(s));
      if (statements.length === 1) return { rows: await db.query(statements[0]!) };
      return db.transaction(async (tx) => {
        let rows: Record<string, unknown>[] = [];
        for (const statement of statements) rows = await tx.query(statement);
        return { rows };
      });
    },
  };
}
