// Worker thread that owns the embedded PGlite database, so queries never block the HTTP/WebSocket loop.
// Plain JavaScript on purpose: a worker is started by Node directly, without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// pg_trgm: trigram indexes make the lists' contains-search fast (migration 006), as on PostgreSQL.
const ready = PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  extensions: { pg_trgm },
});

parentPort.on('message', async (msg) => {
  try {
    const db = await ready;
    if (msg.op === 'query') {
      const res = await db.query(msg.sql, msg.params ?? [], { rowMode: 'object' });
      parentPort.postMessage({ id: msg.id, rows: res.rows });
    } else if (msg.op === 'exec') {
      await db.exec(msg.sql);
      parentPort.postMessage({ id: msg.id, rows: [] });
    } else if (msg.op === 'listen') {
      await db.listen(msg.sql, (payload) => parentPort.postMessage({ notify: msg.sql, payload }));
      parentPort.postMessage({ id: msg.id, rows: [] });
    } else if (msg.op === 'close') {
      await db.close();
      parentPort.postMessage({ id: msg.id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({
      id: msg.id,
      error: { message: error?.message ?? String(error), code: error?.code, detail: error?.detail },
    });
  }
});
