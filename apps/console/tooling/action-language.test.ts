import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkActionLanguage } from './action-language';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('the language of actions in the console', () => {
  it('holds on every screen', () => {
    const violations = tsxFiles(src).flatMap((file) =>
      checkActionLanguage(path.relative(src, file), readFileSync(file, 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('catches a create action drawn outlined', () => {
    const source = `<PageHeader actions={[{ id: 'create', label: 'Create user', onClick }]} />;`;
    expect(checkActionLanguage('x.tsx', source).map((v) => v.rule)).toEqual(['create-is-primary']);
    const fine = `<PageHeader primaryAction={{ id: 'create', label: \`Create \${noun}\`, onClick }} actions={[]} />;`;
    expect(checkActionLanguage('x.tsx', fine)).toEqual([]);
    // An action object built before it is given to a slot is outside every slot: not a finding, not a crash.
    const built = `const create = { id: 'create', label: \`Create \${noun}\`, onClick };`;
    expect(checkActionLanguage('x.tsx', built)).toEqual([]);
  });

  it('catches a visible label that repeats the object, a literal destructive verb and a borderless button', () => {
    const source = [
      `<Button size="sm" variant="ghost" onClick={go}>Remove {o.Title}</Button>;`,
      `<ConfirmDialog confirmLabel="Delete" />;`,
    ].join('\n');
    expect(checkActionLanguage('x.tsx', source).map((v) => [v.rule, v.line])).toEqual([
      ['object-in-visible-label', 1],
      ['borderless-button', 1],
      ['literal-destructive-verb', 2],
    ]);
  });
});
