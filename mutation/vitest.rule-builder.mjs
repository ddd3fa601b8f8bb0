import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** Test files that start PGlite: run last, so a mutant a quick test kills never waits for a database. */
const usesDatabase = /(compile-sql\.(strings|values)|differential)\.test\.ts$/;

class QuickFirst extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((f) => !usesDatabase.test(f.moduleId)),
      ...sorted.filter((f) => usesDatabase.test(f.moduleId)),
    ];
  }
}

/** The rule-builder core's Node unit tests only (PGlite runs in process). */
export default defineConfig({
  root: fileURLToPath(new URL('../packages/rule-builder', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/core/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    sequence: { sequencer: QuickFirst },
  },
});
