// Writes src/routes/route-table.generated.ts: the contract table without its zod schemas (method, path,
// isWrite, isFile per call). Run after changing the contract: `pnpm --filter @portcullis/api-client routes`.
// route-table.test.ts fails while the checked-in file and the contract disagree.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRouteTable } from '../src/routes/render';
import { contract } from '../src/contract/index';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/routes/route-table.generated.ts');
writeFileSync(target, await renderRouteTable(contract));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
