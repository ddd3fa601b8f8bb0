import { Readable } from 'node:stream';
import type { Connection, Submittable } from 'pg';

/** Protocol message codes the reader acts on (PostgreSQL frontend/backend protocol 3). */
const COPY_DATA = 0x64; // 'd'
const COPY_DONE = 0x63; // 'c'
const ERROR_RESPONSE = 0x45; // 'E'
const OUT_BYTES = 1024 * 1024;

/** The part of pg's Connection this reader uses (pg's own type does not declare `stream`). */
interface PgConnection {
  stream: {
    read(): Buffer | null;
    pause(): void;
    resume(): void;
    listeners(event: 'data'): Array<(chunk: Buffer) => void>;
    on(event: string, listener: (...args: never[]) => void): unknown;
    removeListener(event: string, listener: (...args: never[]) => void): unknown;
  };
  query(text: string): void;
}

/**
 * A `COPY … TO STDOUT` in text or CSV format read straight off the connection, each record's LF end
 * written as CRLF. PostgreSQL sends every record as one CopyData message ending in LF (a line break
 * inside a quoted CSV field is data in the middle of the message), so the record ends are known
 * without scanning a byte of the data in JavaScript: each record is one copy. Submitted with
 * `client.query(new CopyToCrlf(sql))`; it takes the connection's socket for the duration of the COPY
 * (as pg-copy-streams does) and hands it back to `pg` at CopyDone or on an error.
 */
export class CopyToCrlf extends Readable implements Submittable {
  /** Rows written so far. */
  rowCount = 0;
  private connection: PgConnection | null = null;
  private pgDataHandler: ((chunk: Buffer) => void) | null = null;
  private rest: Buffer | null = null;
  /** Records are gathered into about 1 MB before they are passed on: fewer, larger file writes. */
  private out = Buffer.allocUnsafe(0);
  private outLength = 0;
  private isDrained = false;
  private isForwarding = false;
  private readonly onReadable = () => this.forward();

  constructor(
    private readonly text: string,
    private readonly onRows?: (rows: number) => void,
  ) {
    super({ highWaterMark: 1024 * 1024 });
  }

  /** Called by `pg` when the query's turn comes. */
  submit(pgConnection: Connection): void {
    const connection = pgConnection as unknown as PgConnection;
    this.connection = connection;
    const stream = connection.stream;
    const [handler] = stream.listeners('data');
    if (!handler || stream.listeners('data').length !== 1) throw new Error('Unexpected pg connection state.');
    this.pgDataHandler = handler;
    stream.removeListener('data', handler);
    stream.pause();
    stream.on('readable', this.onReadable);
    connection.query(this.text);
  }

  override _read(): void {
    this.isDrained = true;
    this.forward();
  }

  private forward(): void {
    if (this.isForwarding || !this.isDrained || !this.connection) return;
    this.isForwarding = true;
    let chunk: Buffer | null;
    while (this.isDrained && this.connection && (chunk = this.connection.stream.read()) !== null) {
      this.isDrained = this.parse(chunk);
    }
    this.isForwarding = false;
  }

  /** Turns the complete messages in `chunk` (plus what was left over) into records; returns whether to keep reading. */
  private parse(chunk: Buffer): boolean {
    const buf = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    this.rest = null;
    // Each record costs 5 bytes of framing in and 1 byte (CR) out, so the records of `buf` fit in its size.
    let isDrained = true;
    if (this.out.length - this.outLength < buf.length) {
      isDrained = this.flush();
      this.out = Buffer.allocUnsafe(Math.max(OUT_BYTES, buf.length));
    }
    const out = this.out;
    let w = this.outLength;
    let rows = 0;
    let pos = 0;
    let finished = -1;
    while (pos + 5 <= buf.length) {
      const code = buf[pos]!;
      if (code === ERROR_RESPONSE) {
        finished = pos; // pg reads the error itself and calls handleError
        break;
      }
      const end = pos + 1 + buf.readUInt32BE(pos + 1);
      if (end > buf.length) break;
      if (code === COPY_DATA && end > pos + 5) {
        const hasLf = buf[end - 1] === 10;
        w += buf.copy(out, w, pos + 5, hasLf ? end - 1 : end);
        if (hasLf) {
          out[w++] = 13;
          out[w++] = 10;
        }
        rows++;
      } else if (code === COPY_DONE) {
        finished = end;
        pos = end;
        break;
      }
      pos = end; // CopyOutResponse, notices and parameter status carry no rows
    }
    if (finished < 0 && pos < buf.length) this.rest = buf.subarray(pos);
    this.outLength = w;
    this.rowCount += rows;
    if (rows) this.onRows?.(rows);
    if (this.outLength >= OUT_BYTES / 2) isDrained = this.flush() && isDrained;
    if (finished >= 0) {
      const isError = buf[finished] === ERROR_RESPONSE;
      this.flush();
      this.detach(buf.subarray(finished));
      if (!isError) this.push(null);
    }
    return isDrained;
  }

  /** Passes the gathered records on; returns push()'s answer (false: stop reading for now). */
  private flush(): boolean {
    if (this.outLength === 0) return true;
    const chunk = this.out.subarray(0, this.outLength);
    this.out = this.out.subarray(this.outLength);
    this.outLength = 0;
    return this.push(chunk);
  }

  /** Gives the socket back to `pg`, with the bytes after the COPY (CommandComplete, ReadyForQuery or the error). */
  private detach(unread: Buffer): void {
    const connection = this.connection!;
    const handler = this.pgDataHandler!;
    this.connection = null;
    connection.stream.removeListener('readable', this.onReadable);
    connection.stream.on('data', handler);
    if (unread.length) handler(unread);
    process.nextTick(() => connection.stream.resume());
  }

  /** Called by `pg` on an ErrorResponse. */
  handleError(error: Error): void {
    this.destroy(error);
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {}
}
