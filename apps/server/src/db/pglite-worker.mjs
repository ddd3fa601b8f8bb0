// Worker thread that owns the embedded PGlite database, so queries never block the HTTP/WebSocket loop.
// Plain JavaScript on purpose: a worker is started by Node directly, without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = new PGlite(workerData.dataDir ?? undefined);

parentPort.on('message', async (msg) => {
  try {
    await db.waitReady;
    if (msg.op === 'query') {
      const res = await db.query(msg.sql, msg.params ?? [], { rowMode: 'object' });
      parentPort.postMessage({ id: msg.id, rows: res.rows });
    } else if (msg.op === 'exec') {
      await db.exec(msg.sql);
      parentPort.postMessage({ id: msg.id, rows: [] });
    } else if (msg.op === 'close') {
      await db.close();
      parentPort.postMessage({ id: msg.id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({ id: msg.id, error: { message: error?.message ?? String(error), code: error?.code, detail: error?.detail } });
  }
});
