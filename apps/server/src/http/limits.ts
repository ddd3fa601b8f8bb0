import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { Envelope } from '@portcullis/api-client/contract';
import { SECURITY_HEADERS } from './security';

/**
 * Request size limits that agree with the contract: the longest path parameter it accepts is 200
 * characters, which percent-encoded as 3-byte UTF-8 is 1 800 characters on the wire, so the router
 * lets 2 048 through and the schema decides. A URL longer than 8 192 characters (no contract query
 * comes near it) is refused before routing; beyond Node's 16 KiB header limit the connection-level
 * handler answers. Every one of these replies is an envelope with the security headers.
 */
export const MAX_PARAM_LENGTH = 2048;
export const MAX_URL_LENGTH = 8192;

const envelope = (message: string): Envelope => ({
  Success: false,
  Title: 'Bad request',
  Message: message,
  Data: null,
  Errors: [{ Message: message }],
});

/** Fastify's router errors (a malformed URL, a parameter over the router's limit) as envelopes. */
export function frameworkErrors(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Replies made here skip the onSend hooks, so they carry the security headers themselves.
  return reply
    .code(tooLong ? 414 : 400)
    .headers(SECURITY_HEADERS)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(envelope(tooLong ? 'A path parameter of the request is too long.' : 'The request URL is not valid.'));
}

/** Refuses URLs longer than MAX_URL_LENGTH before anything reads them. */
export function limitUrlLength(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length <= MAX_URL_LENGTH) return;
    return reply
      .code(414)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(envelope(`The request URL is too long (at most ${MAX_URL_LENGTH} characters).`));
  });
}

/**
 * Errors Node reports before a request exists (headers over 16 KiB, unparsable request lines, client
 * timeouts): answered on the socket itself with an envelope and the security headers, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers or URL are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify(envelope(message));
  const headers = {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
