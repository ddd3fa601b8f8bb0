import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * For the tests that prove each layer rule of eslint.config.ts can fail (apps/server/test/layer-rules.test.ts,
 * apps/console/tooling/layer-rules.test.ts): lints one import with the workspace's real config.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let eslint: ESLint | undefined;
const linter = () =>
  (eslint ??= new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.ts') }));

/**
 * Loads the workspace's config (slow on a loaded machine: it compiles eslint.config.ts). Call it in the
 * test file's `beforeAll` with a generous limit, so no single test pays for it.
 */
export async function loadBoundaryLinter(): Promise<void> {
  await linter().calculateConfigForFile(path.join(repoRoot, 'eslint.config.ts'));
}

/** The rules an `import` of `specifier` breaks in the (virtual) file `file`, a path from the repository root. */
export async function brokenRules(file: string, specifier: string): Promise<string[]> {
  const [result] = await linter().lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}
