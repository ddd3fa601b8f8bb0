import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ALLOW_LIST, parseOutboundAllowList } from './address-policy';
import { createOutboundGuard, OutboundError } from './guard';

const listen = (server: Server | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

/** Loopback only: the guard is told by configuration that loopback is allowed, or not. */
describe('the outbound guard', () => {
  const allowed = createOutboundGuard(parseOutboundAllowList('127.0.0.0/8,::1'));
  const closed = createOutboundGuard(EMPTY_ALLOW_LIST);
  const seen: string[] = [];
  let tcpConnections = 0;
  const http = createHttpServer((req, res) => {
    seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
    if (req.url === '/moved') return void res.writeHead(302, { location: '/final' }).end();
    if (req.url === '/big') return void res.end(Buffer.alloc(5000, 1));
    if (req.url === '/silent') return; // never answers
    res.writeHead(200).end('hello');
  });
  const tcp = createTcpServer((socket) => {
    tcpConnections += 1;
    socket.end();
  });
  let httpPort = 0;
  let tcpPort = 0;
  beforeAll(async () => {
    httpPort = await listen(http);
    tcpPort = await listen(tcp);
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise((r) => http.close(r));
    await new Promise((r) => tcp.close(r));
  });

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof OutboundError ? `${e.code}: ${e.message}` : String(e)),
    );

  it('refuses loopback, its decimal, hex and mapped spellings, and localhost, with the allow-list off', async () => {
    const before = tcpConnections;
    expect(await refusal(closed.connectTcp('127.0.0.1', tcpPort, 2000))).toBe(
      'EOUTBOUNDREFUSED: 127.0.0.1 is a loopback address: this server does not connect to internal addresses unless PORTCULLIS_OUTBOUND_ALLOW names them.',
    );
    expect(await refusal(closed.connectTcp('2130706433', tcpPort, 2000))).toBe(
      'EOUTBOUNDREFUSED: "2130706433" is not a usual IPv4 address: write it as four decimal numbers (a.b.c.d).',
    );
    expect(await refusal(closed.connectTcp('0x7f.0.0.1', tcpPort, 2000))).toMatch(/^EOUTBOUNDREFUSED: "0x7f\.0\.0\.1"/);
    expect(await refusal(closed.connectTcp('::ffff:127.0.0.1', tcpPort, 2000))).toMatch(
      /^EOUTBOUNDREFUSED: ::ffff:127\.0\.0\.1 is a loopback address/,
    );
    expect(await refusal(closed.connectTcp('[::1]', tcpPort, 2000))).toMatch(/^EOUTBOUNDREFUSED: ::1 is a loopback/);
    expect(await refusal(closed.connectTcp('localhost', tcpPort, 2000))).toMatch(
      /^EOUTBOUNDREFUSED: localhost \((127\.0\.0\.1|::1)\) is a loopback address/,
    );
    expect(await refusal(closed.request(new URL(`http://127.0.0.1:${httpPort}/`), { timeoutMs: 2000 }))).toMatch(
      /^EOUTBOUNDREFUSED: 127\.0\.0\.1 is a loopback/,
    );
    expect(
      await refusal(
        closed.postgresClient(
          { host: '127.0.0.1', port: tcpPort, database: 'x', user: 'x', password: 'x', ssl: false },
          2000,
        ),
      ),
    ).toMatch(/^EOUTBOUNDREFUSED: 127\.0\.0\.1 is a loopback/);
    // Never reached: refused before any connection.
    expect(await refusal(closed.connectTcp('169.254.169.254', 80, 2000))).toMatch(/is the cloud metadata address/);
    expect(await refusal(closed.connectTcp('10.0.0.1', 445, 2000))).toMatch(/is a private address/);
    expect(await refusal(closed.request(new URL('http://[fd00::1]/'), { timeoutMs: 2000 }))).toMatch(
      /fd00::1 is a unique-local address/,
    );
    expect(tcpConnections).toBe(before);
    expect(seen).toEqual([]);
  });

  it('connects to allowed addresses, sending the Host asked for', async () => {
    const socket = await allowed.connectTcp('127.0.0.1', tcpPort, 2000);
    expect(socket.remoteAddress).toBe('127.0.0.1');
    socket.destroy();
    const answer = await allowed.request(new URL(`http://127.0.0.1:${httpPort}/hello?x=1`), {
      headers: { accept: 'text/plain' },
      timeoutMs: 2000,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('hello');
    expect(seen.at(-1)).toBe(`GET /hello?x=1 host=127.0.0.1:${httpPort}`);
  });

  it('never follows a redirect', async () => {
    const answer = await allowed.request(new URL(`http://127.0.0.1:${httpPort}/moved`), { timeoutMs: 2000 });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/final');
    expect(seen).not.toContain(`GET /final host=127.0.0.1:${httpPort}`);
  });

  it('bounds the answer size and the time', async () => {
    expect(
      await refusal(
        allowed.request(new URL(`http://127.0.0.1:${httpPort}/big`), { timeoutMs: 2000, maxResponseBytes: 1000 }),
      ),
    ).toBe('EOUTBOUNDSIZE: The answer is longer than 1000 bytes.');
    const small = await allowed.request(new URL(`http://127.0.0.1:${httpPort}/big`), {
      timeoutMs: 2000,
      maxResponseBytes: 5000,
    });
    expect(small.body.length).toBe(5000);
    expect(await refusal(allowed.request(new URL(`http://127.0.0.1:${httpPort}/silent`), { timeoutMs: 300 }))).toBe(
      'ETIMEDOUT: No answer within 300 ms.',
    );
  });

  it('refuses schemes other than http and https', async () => {
    expect(await refusal(allowed.request(new URL('ftp://127.0.0.1/'), { timeoutMs: 2000 }))).toBe(
      'Error: ftp: is not http or https.',
    );
  });
});
