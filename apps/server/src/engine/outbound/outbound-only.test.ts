import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The outbound guard (src/engine/outbound/guard.ts) is the only server code that opens a connection to a
 * configured target. This reads every server source file and lists the ways out it finds elsewhere:
 * value imports from the socket, TLS, HTTP client and database client modules (beyond the harmless
 * names below), `fetch(…)`, `require(…)` and dynamic `import(…)` of those modules.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const NETWORK_MODULES = ['net', 'tls', 'http', 'https', 'http2', 'dgram', 'dns', 'undici', 'pg', 'ws'];
/** Value imports that open nothing. */
const HARMLESS: Readonly<Record<string, readonly string[]>> = {
  net: ['isIP', 'isIPv4', 'isIPv6'],
  http: ['STATUS_CODES'],
  pg: ['escapeIdentifier', 'escapeLiteral'],
};
/**
 * Files that may connect, and why: none of them reaches a target an admin configures.
 * - db/pg-engine.ts: the server's own database (DATABASE_URL, set by the operator).
 * - testing/: the test harness (throw-away clusters, calls to the server under test).
 * - engine/hubs/hub-server.ts: the websocket server (accepts connections, opens none).
 */
const EXEMPT = [/^engine\/outbound\//, /^db\/pg-engine\.ts$/, /^testing\//, /^engine\/hubs\/hub-server\.ts$/];

const moduleName = (specifier: string) => specifier.replace(/^node:/, '').split('/')[0]!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The ways out `text` contains, as "file: what". */
export function waysOut(file: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const mod = moduleName(node.moduleSpecifier.text);
      const clause = node.importClause;
      if (NETWORK_MODULES.includes(mod) && clause && !clause.isTypeOnly) {
        const names: string[] = [];
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
        for (const name of names)
          if (!HARMLESS[mod]?.includes(name)) found.push(`${file}: imports ${name} from ${node.moduleSpecifier.text}`);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const arg = node.arguments[0];
      if (ts.isIdentifier(callee) && callee.text === 'fetch') found.push(`${file}: calls fetch`);
      // globalThis.fetch and its aliases; a method of another object named fetch (a job queue's) is no request.
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'fetch' &&
        ts.isIdentifier(callee.expression) &&
        ['globalThis', 'global', 'self', 'window'].includes(callee.expression.text)
      )
        found.push(`${file}: calls .fetch`);
      const loads =
        (ts.isIdentifier(callee) && callee.text === 'require') || callee.kind === ts.SyntaxKind.ImportKeyword;
      if (loads && arg && ts.isStringLiteral(arg) && NETWORK_MODULES.includes(moduleName(arg.text)))
        found.push(`${file}: loads ${arg.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the outbound guard is the only way out', () => {
  it('finds no connection opened outside src/engine/outbound (and the exempt files)', () => {
    const found = sourceFiles(SRC)
      .map((full) => path.relative(SRC, full).split(path.sep).join('/'))
      .filter((rel) => !EXEMPT.some((re) => re.test(rel)))
      .flatMap((rel) => waysOut(rel, readFileSync(path.join(SRC, rel), 'utf8')));
    expect(found).toEqual([]);
  });

  it('notices each way out it looks for', () => {
    const sample = [
      "import { connect } from 'node:net';",
      "import * as tls from 'tls';",
      "import pg from 'pg';",
      "import { request as get, STATUS_CODES } from 'node:http';",
      "import { isIP, type Socket } from 'node:net';",
      "import type { Client } from 'pg';",
      "const u = await import('undici');",
      "const h = require('node:https');",
      'await fetch(url); await globalThis.fetch(url); await boss.fetch(queue);',
    ].join('\n');
    expect(waysOut('x.ts', sample)).toEqual([
      'x.ts: imports connect from node:net',
      'x.ts: imports * from tls',
      'x.ts: imports default from pg',
      'x.ts: imports request from node:http',
      'x.ts: loads undici',
      'x.ts: loads node:https',
      'x.ts: calls fetch',
      'x.ts: calls .fetch',
    ]);
  });
});
