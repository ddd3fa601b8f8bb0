// Writes the registry's generated modules (src/resources/*.generated.ts) from the definition files:
// every definition, its identity as data and a loader per definition. Run after adding, renaming or
// removing a definition: `pnpm --filter @portcullis/api-client routes` (which then writes the route
// table). registry.test.ts fails while the checked-in files and the definitions disagree.
import { writeFileSync } from 'node:fs';
import { readDefinitionModules, renderRegistry } from '../src/resources/render-registry';

const folder = new URL('../src/resources/', import.meta.url);
const files = await renderRegistry(await readDefinitionModules(new URL('definitions/', folder)));
for (const [name, text] of Object.entries(files)) {
  writeFileSync(new URL(name, folder), text);
  console.log(`Wrote src/resources/${name}`);
}
