#!/usr/bin/env node
// Prints the raw and gzip sizes of the built package (run `pnpm build` first) as JSON.
// Dependencies (emotion, floating-ui, downshift, react-day-picker, date-fns, react-virtual) are not
// bundled: they are the consumer's to deduplicate, so this is the package's own code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Lists the JavaScript files under a folder. */
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsFiles(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

/** Raw and gzip (level 9) bytes of the given files. */
export function measure(files) {
  return files.reduce(
    (acc, file) => {
      const bytes = readFileSync(file);
      return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = jsFiles(dist);
  const coreOnly = all.filter((f) => !f.endsWith(`${path.sep}index.js`) || f.includes(`${path.sep}core${path.sep}`));
  console.log(JSON.stringify({ package: measure(all), coreEntryWithChunks: measure(coreOnly) }, null, 2));
}
