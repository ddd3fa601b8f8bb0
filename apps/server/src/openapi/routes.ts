import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContractTable } from '@portcullis/api-client/contract';
import { openApiDocument } from './document';
// Imported rather than read at run time: the production bundle (dist/main.js) lives elsewhere.
import serverPackage from '../../package.json' with { type: 'json' };

const require = createRequire(import.meta.url);

/** The reference page's files, served from swagger-ui-dist; the page itself holds no inline script (strict CSP). */
const REFERENCE_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Portcullis API reference</title>
    <link rel="stylesheet" href="/api-docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference" aria-label="Portcullis API reference"></main>
    <script src="/api-docs/swagger-ui-bundle.js"></script>
    <script src="/api-docs/start.js"></script>
  </body>
</html>
`;

const START_SCRIPT = `window.SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });\n`;

/**
 * `GET /openapi.json`: the contract as OpenAPI 3.1 (built once per process), and `GET /api-docs`: a
 * reference page over it. Both are public, like a product's published API reference: they describe
 * the calls and their permissions, never data.
 */
export function registerOpenApi(app: FastifyInstance, table: ContractTable): void {
  const { version } = serverPackage;
  let document: string | null = null;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(table, version));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/api-docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(REFERENCE_PAGE),
  );
  app.get('/api-docs/start.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(START_SCRIPT),
  );
  const distDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  for (const [file, type] of Object.entries(REFERENCE_FILES)) {
    app.get(`/api-docs/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(await readFile(path.join(distDir, file))),
    );
  }
}
