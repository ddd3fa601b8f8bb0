/** What every part of the server uses to talk to the database: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Subscribes to NOTIFY on `channel` (a plain lower-case name), from any session of the database.
   * `onState(false)` says notifications may be missed (PostgreSQL: the listening connection dropped,
   * it reconnects and then reports `true`). Resolves once listening, to the function that stops it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState?: (isListening: boolean) => void,
  ): Promise<() => Promise<void>>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only (the export fast path): runs `copySql`, a `COPY (…) TO STDOUT` in text or CSV
   * format, and streams its records into `sink` with CRLF record ends. The SQL is code-written and takes
   * no parameters (COPY cannot bind them; see inlineParams). Returns the records written.
   */
  copyToCrlf?(copySql: string, sink: NodeJS.WritableStream, onRows?: (rows: number) => void): Promise<number>;
  /**
   * PostgreSQL only: `sql` with each `$n` replaced by the literal PostgreSQL itself quotes for
   * `params[n-1]` (quote_nullable), for statements that cannot take bound values.
   */
  inlineParams?(sql: string, params: readonly unknown[]): Promise<string>;
}
