import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { HUBS, createHubConnection, runExcelExport } from '@portcullis/api-client/hubs';
import type { ToastMessage } from '@portcullis/api-client';
import { createTestServer, type TestServer } from '../src/testing/test-server';

const RS = '\u001e';

describe('SignalR hubs with the official @microsoft/signalr client', () => {
  let t: TestServer;
  let cookie: string;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    t = await createTestServer('pglite', inject('pgUrl'), { hubTuning: { keepAliveMs: 200, clientTimeoutMs: 3000 } });
    cookie = await t.signIn();
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
    await t?.close();
  });

  const connect = async (path: string, withCookie = true) => {
    const connection = new HubConnectionBuilder()
      .withUrl(t.server.url + path, { transport: HttpTransportType.WebSockets, headers: withCookie ? { cookie } : {} })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    open.push(connection);
    return connection;
  };

  it('negotiates version 1 with a public connection id and a secret token', async () => {
    const res = await fetch(t.server.url + HUBS.excel.path + '/negotiate?negotiateVersion=1', {
      method: 'POST',
      headers: { cookie },
    });
    const body = (await res.json()) as {
      negotiateVersion: number;
      connectionId: string;
      connectionToken: string;
      availableTransports: Array<{ transport: string }>;
    };
    expect(res.status).toBe(200);
    expect(body.negotiateVersion).toBe(1);
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body.availableTransports.map((x) => x.transport)).toEqual(['WebSockets']);
  });

  it('connects over WebSockets, returns the connection id and delivers ExportToExcel to that connection', async () => {
    const connection = await connect(HUBS.excel.path);
    const id = await connection.invoke<string>(HUBS.excel.invocations.getConnectionId);
    expect(id).toBe(connection.connectionId);
    const received = new Promise<unknown>((resolve) => connection.on(HUBS.excel.events.ExportToExcel, resolve));
    expect(
      t.server.hubs.sendToConnection('excel', id, HUBS.excel.events.ExportToExcel, {
        isSuccess: true,
        completed: false,
        data: { Percent: 40 },
      }),
    ).toBe(true);
    await expect(received).resolves.toEqual({ isSuccess: true, completed: false, data: { Percent: 40 } });
  });

  it('delivers ReceiveExportNotification to every connection of the user', async () => {
    const a = await connect(HUBS.export.path);
    const b = await connect(HUBS.export.path);
    const got = Promise.all(
      [a, b].map((c) => new Promise((resolve) => c.on(HUBS.export.events.ReceiveExportNotification, resolve))),
    );
    const [me] = await t.server.db.query<{ user_id: string }>("SELECT user_id FROM users WHERE user_name = 'admin'");
    expect(
      t.server.hubs.sendToUser('export', me!.user_id, HUBS.export.events.ReceiveExportNotification, 'export-1'),
    ).toBe(2);
    await expect(got).resolves.toEqual(['export-1', 'export-1']);
  });

  it('answers an unknown hub method with an error completion', async () => {
    const connection = await connect(HUBS.excel.path);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'");
    // Inherited names are no methods either (own-property lookups, issue 11).
    for (const target of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      await expect(connection.invoke(target)).rejects.toThrow(`Unknown hub method '${target}'`);
  });

  it('refuses an unauthenticated negotiate and an unauthenticated upgrade with 401', async () => {
    const res = await fetch(t.server.url + HUBS.export.path + '/negotiate?negotiateVersion=1', { method: 'POST' });
    expect(res.status).toBe(401);
    await expect(connect(HUBS.export.path, false)).rejects.toThrow();
    const negotiated = (await (
      await fetch(t.server.url + HUBS.export.path + '/negotiate?negotiateVersion=1', {
        method: 'POST',
        headers: { cookie },
      })
    ).json()) as { connectionToken: string };
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(
        `${t.server.url.replace('http', 'ws')}${HUBS.export.path}?id=${negotiated.connectionToken}`,
      );
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  const rawConnect = async (path: string) => {
    const { connectionToken } = (await (
      await fetch(t.server.url + path + '/negotiate?negotiateVersion=1', { method: 'POST', headers: { cookie } })
    ).json()) as { connectionToken: string };
    const ws = new WebSocket(`${t.server.url.replace('http', 'ws')}${path}?id=${connectionToken}`, {
      headers: { cookie },
    });
    const records: string[] = [];
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data) => records.push(...data.toString().split(RS).filter(Boolean)));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const waitFor = async (predicate: (r: string) => boolean, timeoutMs = 2000) => {
      for (let i = 0; i < timeoutMs / 20; i++) {
        const hit = records.find(predicate);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no record matched; got ${JSON.stringify(records)}`);
    };
    return { ws, records, waitFor, closed };
  };

  it('reads several records in one frame and sends keep-alive pings', async () => {
    const { ws, waitFor } = await rawConnect(HUBS.excel.path);
    ws.send(
      `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"invocationId":"7","target":"getConnectionId","arguments":[]}${RS}`,
    );
    expect(await waitFor((r) => r === '{}')).toBe('{}');
    const completion = JSON.parse(await waitFor((r) => r.includes('"invocationId":"7"')));
    expect(completion).toMatchObject({ type: 3, invocationId: '7' });
    expect(typeof completion.result).toBe('string');
    expect(JSON.parse(await waitFor((r) => r === '{"type":6}'))).toEqual({ type: 6 });
    ws.close();
  });

  it('refuses a handshake for a protocol it does not speak', async () => {
    const { ws, waitFor, closed } = await rawConnect(HUBS.excel.path);
    ws.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse(await waitFor((r) => r.includes('error')))).toEqual({
      error: "Requested protocol 'messagepack' is not available.",
    });
    await closed;
    expect(ws.readyState).toBe(WebSocket.CLOSED);
  });

  it('runs an excel export with live progress and the spec toasts (api-client runner)', async () => {
    const toasts: ToastMessage[] = [];
    const progress: number[] = [];
    const outcome = await runExcelExport({
      connect: () => createHubConnection('excel', { baseUrl: t.server.url, headers: { cookie } }),
      toast: (m) => toasts.push(m),
      onProgress: (p) => progress.push(p.data?.Percent ?? -1),
      startExport: async (connectionId) => {
        // Stands in for the export job, which reports through the same hub.
        setTimeout(
          () =>
            t.server.hubs.sendToConnection('excel', connectionId, HUBS.excel.events.ExportToExcel, {
              isSuccess: true,
              completed: false,
              data: { ExportId: 'x', Percent: 50 },
            }),
          20,
        );
        setTimeout(
          () =>
            t.server.hubs.sendToConnection('excel', connectionId, HUBS.excel.events.ExportToExcel, {
              isSuccess: true,
              completed: true,
              data: { ExportId: 'x', Percent: 100 },
            }),
          60,
        );
        return true;
      },
    });
    expect(outcome).toBe('completed');
    expect(progress).toEqual([50, 100]);
    expect(toasts.map((m) => m.message)).toEqual(['Excel file preparing!', 'Excel file prepared successfuly.']);
  });

  it("shows 'Connection Error(1), please try again!' when the hub cannot be started", async () => {
    const toasts: ToastMessage[] = [];
    const outcome = await runExcelExport({
      connect: () => createHubConnection('excel', { baseUrl: t.server.url }), // no session cookie
      toast: (m) => toasts.push(m),
      startExport: async () => true,
    });
    expect(outcome).toBe('connection-error');
    expect(toasts.map((m) => m.message)).toEqual(['Connection Error(1), please try again!']);
  });

  it('closes a connection that stays silent past the client timeout', async () => {
    const { ws, waitFor, closed } = await rawConnect(HUBS.excel.path);
    ws.send(`{"protocol":"json","version":1}${RS}`);
    await waitFor((r) => r === '{}');
    // The raw client never answers pings; the server gives up after clientTimeoutMs (3 s here).
    const close = JSON.parse(await waitFor((r) => r.includes('"type":7'), 6000));
    expect(close).toEqual({ type: 7, error: 'Server timeout elapsed without receiving a message from the client.' });
    await closed;
  });

  it('tells connected clients they may reconnect when the hubs shut down (runs last)', async () => {
    const { ws, waitFor, closed } = await rawConnect(HUBS.export.path);
    ws.send(`{"protocol":"json","version":1}${RS}`);
    await waitFor((r) => r === '{}');
    await t.server.hubs.close();
    expect(JSON.parse(await waitFor((r) => r.includes('"type":7')))).toEqual({ type: 7, allowReconnect: true });
    await closed;
    const refused = await fetch(t.server.url + HUBS.export.path + '/negotiate?negotiateVersion=1', {
      method: 'POST',
      headers: { cookie },
    });
    expect(refused.status).toBe(200); // negotiate still answers; the upgrade is what a closed hub refuses
  });
});
