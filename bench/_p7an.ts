import { cpSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createServer } from '@portcullis/server';
const server = await createServer({ port: 0, adminPassword: 'Bench#Password1', dataDir: '/tmp/h14/pgl100k' });
const login = await fetch(server.url + '/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }) });
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'portcullis' };
const names = ['Ada', 'Grace', 'Linus', 'Barbara', 'Edsger', 'Radia', 'Hedy', 'Leslie'];
const body = (i: number) => ({ CurrentPage: 1 + (i % 40), ItemPerPage: 25, Sorts: [{ Column: i % 2 ? 'UserName' : 'CreatedDate', Asc: i % 3 === 0 }], Filters: i % 4 === 0 ? [] : [{ Column: 'DisplayName', Columns: ['DisplayName', 'Email'], Value: names[i % names.length], Operator: 4 }] });
const recorded: Array<{ sql: string; params: unknown[]; ms: number; rows: number; bytes: number }> = [];
const orig = server.db.query.bind(server.db);
let recording = false;
(server.db as any).query = async (sql: string, params?: unknown[]) => { const t = performance.now(); const r = await orig(sql, params); if (recording) recorded.push({ sql, params: params ?? [], ms: performance.now() - t, rows: r.length, bytes: JSON.stringify(r).length }); return r; };
const call = async (i: number) => { const res = await fetch(server.url + '/user/userlist', { method: 'POST', headers, body: JSON.stringify(body(i)) }); await res.json(); };
for (let i = 0; i < 8; i++) await call(i); // warm
recording = true;
const httpMs: number[] = [];
for (let i = 0; i < 48; i++) { const t = performance.now(); await call(i); httpMs.push(performance.now() - t); }
recording = false;
await server.close();
const count = recorded.filter((r) => r.sql.includes('count(*)'));
const page = recorded.filter((r) => !r.sql.includes('count(*)') && r.sql.includes('SELECT') && !r.sql.includes('console_sessions'));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log('HTTP serial: mean', (sum(httpMs) / httpMs.length).toFixed(1), 'ms');
console.log('via worker: count mean', (sum(count.map((r) => r.ms)) / count.length).toFixed(1), 'ms; page mean', (sum(page.map((r) => r.ms)) / page.length).toFixed(1), 'ms; page rows bytes', (sum(page.map((r) => r.bytes)) / page.length).toFixed(0));
// Pure execution in-process on a copy.
rmSync('/tmp/h14/pgl-copy', { recursive: true, force: true });
cpSync('/tmp/h14/pgl100k/pgdata', '/tmp/h14/pgl-copy', { recursive: true });
const db = await PGlite.create({ dataDir: '/tmp/h14/pgl-copy', extensions: { pg_trgm } });
for (const r of recorded.slice(0, 6)) await db.query(r.sql, r.params); // warm
const exec = async (rs: typeof recorded) => { const out: number[] = []; for (const r of rs) { const t = performance.now(); await db.query(r.sql, r.params, { rowMode: 'object' }); out.push(performance.now() - t); } return out; };
const ce = await exec(count); const pe = await exec(page);
console.log('in-process: count mean', (sum(ce) / ce.length).toFixed(1), 'ms; page mean', (sum(pe) / pe.length).toFixed(1), 'ms');
// by shape
const shapes = new Map<string, number[]>();
count.forEach((r, k) => { const key = (r.params.length ? 'filtered ' : 'unfiltered ') + 'count'; shapes.set(key, [...(shapes.get(key) ?? []), ce[k]!]); });
page.forEach((r, k) => { const key = (r.sql.includes('lower(u.display_name)') ? 'filtered ' : 'unfiltered ') + (r.sql.includes('IN (SELECT') ? 'deferred ' : '') + (r.sql.includes('ORDER BY u.user_name') ? 'name' : 'created') + ' page'; shapes.set(key, [...(shapes.get(key) ?? []), pe[k]!]); });
for (const [k, v] of shapes) console.log('  ', k.padEnd(34), 'n', v.length, 'mean', (sum(v) / v.length).toFixed(1), 'max', Math.max(...v).toFixed(1));
await db.close();
