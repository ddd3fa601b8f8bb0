import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ExportState, type ExportProgress } from '@portcullis/api-client/contract';
import { HUBS } from '@portcullis/api-client/hubs';
import { HUB_CHANNEL, MAX_NOTIFY_BYTES } from '../src/engine/hubs/backplane';
import { JOB_SCHEMA } from '../src/engine/jobs/index';
import {
  createProcessDatabase,
  signInToProcess,
  startProcess,
  stopProcesses,
  type ServerProcess,
} from './fixtures/server-processes';

/** Collects what one event of a hub connection receives; `next` resolves with the first value `matches` accepts. */
function collect<T>(connection: HubConnection, event: string) {
  const seen: T[] = [];
  const waiting = new Set<() => void>();
  connection.on(event, (value: T) => {
    seen.push(value);
    for (const w of [...waiting]) w();
  });
  const next = (matches: (value: T) => boolean) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const hit = seen.find(matches);
        if (hit === undefined) return;
        waiting.delete(check);
        resolve(hit);
      };
      waiting.add(check);
      check();
    });
  return { seen, next };
}

/**
 * Issue 24: hub messages reach a client connected to any process (the LISTEN/NOTIFY backplane, on a
 * throw-away PostgreSQL). A is the process the client talks to; A's workers look for queued work only
 * at start (a polling interval of 10 minutes), so B, woken by its own enqueues, runs the jobs.
 */
describe('hub messages across two server processes on one PostgreSQL', () => {
  const processes: ServerProcess[] = [];
  const open: HubConnection[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
  let listener: pg.Client;
  /** Every envelope published on the backplane's channel during the run. */
  const published: Array<{ origin: string; delivery?: { hub: string }; ref?: string }> = [];

  beforeAll(async () => {
    database = await createProcessDatabase(inject('pgUrl'));
    // B first: it creates and seeds the database.
    b = await startProcess({ DATABASE_URL: database.url });
    processes.push(b);
    a = await startProcess({ DATABASE_URL: database.url, JOB_POLLING_SECONDS: '600' });
    processes.push(a);
    cookie = (await signInToProcess(a.url)).cookie!;
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (n) => published.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${HUB_CHANNEL}`);
  });

  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
    await listener?.end();
    await stopProcesses(processes);
    await database?.drop();
  });

  const connectToA = async (path: string) => {
    const connection = new HubConnectionBuilder()
      .withUrl(a.url + path, { transport: HttpTransportType.WebSockets, headers: { cookie } })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    open.push(connection);
    return connection;
  };

  const adminId = async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      return (await db.query<{ user_id: string }>("SELECT user_id FROM users WHERE user_name = 'admin'")).rows[0]!
        .user_id;
    } finally {
      await db.end();
    }
  };

  /** Queues test-hub-message with the real pg-boss client; B takes it (see above). */
  const sendThroughB = async (userId: string, size: number, call: 'toUser' | 'sendToUser' = 'toUser') => {
    const boss = new PgBoss({ connectionString: database.url, schema: JOB_SCHEMA, supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      await boss.send('test-hub-message', { userId, size, call });
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  };

  it("shows a client connected to A the progress and completion of an export B runs, and A's bell", async () => {
    const excel = await connectToA(HUBS.excel.path);
    const exportHub = await connectToA(HUBS.export.path);
    const progress = collect<ExportProgress>(excel, HUBS.excel.events.ExportToExcel);
    const bell = collect<{ ExportId: string; State: number }>(exportHub, HUBS.export.events.ReceiveExportNotification);
    const connectionId = await excel.invoke<string>(HUBS.excel.invocations.getConnectionId);

    const started = await fetch(`${b.url}/excel/export`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({
        ExcelTableName: 'Users',
        SelectedColumns: ['UserName', 'Email'],
        ConnectionId: connectionId,
      }),
    });
    expect(started.status).toBe(200);
    const exportId = ((await started.json()) as { Data: { ExportId: string } }).Data.ExportId;

    const completed = await progress.next((p) => p.completed);
    expect(completed).toEqual({ isSuccess: true, completed: true, data: { ExportId: exportId, Percent: 100 } });
    expect(progress.seen.some((p) => !p.completed && p.data?.ExportId === exportId)).toBe(true);
    expect(await bell.next((n) => n.ExportId === exportId)).toMatchObject({
      ExportId: exportId,
      State: ExportState.Completed,
    });
    // Every excel message came over the backplane from B (A ran no part of the export).
    // (The test's own LISTEN connection may hear them a moment after A did.)
    const excelMessages = () => published.filter((e) => e.delivery?.hub === 'excel');
    await expect.poll(() => excelMessages().length).toBe(progress.seen.length);
    expect(new Set(excelMessages().map((e) => e.origin.split('-')[0]))).toEqual(new Set([String(b.child.pid)]));
  });

  it("sends the completion of B's export to the user's excel connections on A when the named connection is on no process", async () => {
    const excel = await connectToA(HUBS.excel.path);
    const progress = collect<ExportProgress>(excel, HUBS.excel.events.ExportToExcel);
    const started = await fetch(`${b.url}/excel/export`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      // A connection id no process holds (the console reconnected under a new one).
      body: JSON.stringify({ ExcelTableName: 'Users', SelectedColumns: ['UserName'], ConnectionId: 'gone-connection' }),
    });
    expect(started.status).toBe(200);
    const exportId = ((await started.json()) as { Data: { ExportId: string } }).Data.ExportId;
    expect(await progress.next((p) => p.completed && p.data?.ExportId === exportId)).toEqual({
      isSuccess: true,
      completed: true,
      data: { ExportId: exportId, Percent: 100 },
    });
    // Only the completion: progress for a connection no process holds goes nowhere.
    expect(progress.seen.filter((p) => p.data?.ExportId === exportId)).toHaveLength(1);
  });

  it('sends a message over the 8000-byte NOTIFY limit by reference, re-read and delivered whole by A', async () => {
    const exportHub = await connectToA(HUBS.export.path);
    const bell = collect<string>(exportHub, HUBS.export.events.ReceiveExportNotification);
    const size = MAX_NOTIFY_BYTES * 2;
    await sendThroughB(await adminId(), size);
    const text = await bell.next((t) => typeof t === 'string' && t.length === size);
    expect(text.slice(0, 3)).toBe('abc');
    await expect.poll(() => published.some((e) => e.ref && !e.delivery)).toBe(true);
  });

  it('delivers a later message after the LISTEN connections were terminated (they reconnect and listen again)', async () => {
    const exportHub = await connectToA(HUBS.export.path);
    const bell = collect<string>(exportHub, HUBS.export.events.ReceiveExportNotification);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND state = 'idle' AND pid <> $2`,
            [`LISTEN ${HUB_CHANNEL}`, (listener as unknown as { processID: number }).processID],
          )
        ).rows.map((r) => r.pid);
      const before = await listeners();
      expect(before).toHaveLength(2); // A's and B's backplanes
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
      await expect
        .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(2);
    } finally {
      await admin.end();
    }
    await sendThroughB(await adminId(), 12, 'sendToUser');
    expect(await bell.next((t) => t === 'abcdefghijkl')).toBe('abcdefghijkl');
  });
});
