// HTTP load generator run in a worker thread, so the client's work never sits on the event loop of the
// server it measures (both share the machine's cores, the same way for every target of a bench).
// Plain JavaScript: Node starts a worker without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import http from 'node:http';

const { url, method = 'GET', headers = {}, body, bodies, count, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);

/** Request `i` sends `bodies[i % bodies.length]` when a list of bodies is given, else `body`. */
function once(i) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(bodies ? bodies[i % bodies.length] : body);
  });
}

const samples = [];
let next = 0;
let bytes = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      bytes += await once(i);
      samples.push(performance.now() - t0);
    }
  }),
);
const wallMs = performance.now() - started;
agent.destroy();
parentPort.postMessage({ samples, wallMs, bytes });
