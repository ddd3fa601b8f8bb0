import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, isIP, type Socket } from 'node:net';
import pg from 'pg';
import type { PostgresTarget } from '@portcullis/api-client/contract';
import { checkResolvedAddresses, isNonStandardIPv4, type OutboundAllowList } from './address-policy';

/**
 * The one way the server opens a connection to a configured target (a lint-like test,
 * outbound-only.test.ts, keeps it so). Each call resolves the host once (every address), refuses
 * internal addresses unless the allow-list names them, then connects to the resolved address it
 * checked (pinned: no second resolution a rebinding DNS server could answer differently). Every call
 * has a deadline; HTTP never follows redirects and reads a bounded body.
 */
export interface OutboundGuard {
  /** A TCP connection to host:port (resolves once it is connected). */
  connectTcp(host: string, port: number, timeoutMs: number): Promise<Socket>;
  /** One HTTP(S) request; a redirect is returned as it is, never followed. */
  request(url: URL, options: OutboundRequestOptions): Promise<OutboundResponse>;
  /** A PostgreSQL client for the target (not yet connected), pinned to the checked address. */
  postgresClient(target: OutboundPostgresTarget, timeoutMs: number): Promise<pg.Client>;
}

export interface OutboundRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  /** Answers longer than this fail with OutboundError code EOUTBOUNDSIZE. @default 1 MiB */
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A PostgreSQL server to test, as a source's connection string names it. */
export type OutboundPostgresTarget = PostgresTarget;

/** A refused or failed outbound call; `code` is EOUTBOUNDREFUSED (an internal address), ETIMEDOUT or EOUTBOUNDSIZE. */
export class OutboundError extends Error {
  constructor(
    readonly code: 'EOUTBOUNDREFUSED' | 'ETIMEDOUT' | 'EOUTBOUNDSIZE',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** Rejects with ETIMEDOUT when `work` takes longer than `timeoutMs`, calling `onTimeout` to release it. */
function withDeadline<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => void = () => undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new OutboundError('ETIMEDOUT', `No answer within ${timeoutMs} ms.`));
    }, timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Creates the guard with the operator's allow-list. */
export function createOutboundGuard(allow: OutboundAllowList): OutboundGuard {
  /** Resolves `host` once and returns the checked address to connect to. */
  async function resolvePinned(host: string, timeoutMs: number): Promise<string> {
    const name = host.trim().replace(/^\[|\]$/g, '');
    if (isNonStandardIPv4(name))
      throw new OutboundError(
        'EOUTBOUNDREFUSED',
        `"${name}" is not a usual IPv4 address: write it as four decimal numbers (a.b.c.d).`,
      );
    const found = isIP(name)
      ? [name]
      : (await withDeadline(lookup(name, { all: true, verbatim: true }), timeoutMs)).map((a) => a.address);
    const checked = checkResolvedAddresses(name, found, allow);
    if ('refusal' in checked) throw new OutboundError('EOUTBOUNDREFUSED', checked.refusal);
    return checked.address;
  }

  return {
    async connectTcp(host, port, timeoutMs) {
      const address = await resolvePinned(host, timeoutMs);
      let socket: Socket | undefined;
      const connected = new Promise<Socket>((resolve, reject) => {
        socket = netConnect({ host: address, port });
        socket.once('connect', () => resolve(socket!));
        socket.once('error', reject);
      });
      return withDeadline(connected, timeoutMs, () => socket?.destroy());
    },

    async request(url, options) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`${url.protocol} is not http or https.`);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const address = await resolvePinned(host, options.timeoutMs);
      const limit = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      let abort: (error: Error) => void = () => undefined;
      const answered = new Promise<OutboundResponse>((resolve, reject) => {
        const req = send({
          host: address,
          port: url.port || undefined,
          path: url.pathname + url.search,
          method: options.method ?? 'GET',
          // The certificate is checked against the name that was asked for, not the pinned address.
          servername: isIP(host) ? undefined : host,
          headers: { ...options.headers, host: url.host },
          agent: false,
        });
        abort = (error) => req.destroy(error);
        req.once('error', reject);
        req.once('response', (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= limit) return void chunks.push(chunk);
            reject(new OutboundError('EOUTBOUNDSIZE', `The answer is longer than ${limit} bytes.`));
            req.destroy();
          });
          res.once('error', reject);
          res.once('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.end(options.body);
      });
      return withDeadline(answered, options.timeoutMs, () =>
        abort(new OutboundError('ETIMEDOUT', `No answer within ${options.timeoutMs} ms.`)),
      );
    },

    async postgresClient(target, timeoutMs) {
      const address = await resolvePinned(target.host, timeoutMs);
      const servername = isIP(target.host) ? undefined : target.host;
      return new pg.Client({
        host: address,
        port: target.port,
        database: target.database,
        user: target.user,
        password: target.password,
        ssl: target.ssl ? { rejectUnauthorized: true, servername } : false,
        connectionTimeoutMillis: timeoutMs,
        statement_timeout: timeoutMs,
        query_timeout: timeoutMs,
      });
    },
  };
}
