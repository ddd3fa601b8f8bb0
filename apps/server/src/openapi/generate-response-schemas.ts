import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';
import * as TJS from 'typescript-json-schema';
import { contract, listCalls, type ContractTable } from '@portcullis/api-client/contract';
import { assignComponentNames } from './schema-names';

/**
 * Generates the JSON schema of every call's success `Data` from its TypeScript type (`responds<T>()`
 * in the contract table), with typescript-json-schema: it reads types through the TypeScript checker,
 * so it follows what the contract spells as generics, conditional and mapped types (`PagedData<Row>`,
 * the resource calls' `RecordOf<D>`) where an AST-based generator (ts-json-schema-generator, tried
 * first) stops at the table's `typeof contract`.
 *
 * The output is committed as `response-schemas.generated.json` (the server and its production bundle
 * read it without TypeScript at run time); `pnpm --filter @portcullis/server openapi:schemas` writes it
 * and a server test fails when it is stale.
 *
 * Schemas leave additional properties open: a client must accept a reply that gained a field.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../..');
/** Where the committed output lives. */
export const RESPONSE_SCHEMAS_FILE = path.join(here, 'response-schemas.generated.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ResponseSchemas {
  /** The `Data` schema of each call, keyed `domain.name` (the operationId). */
  calls: Record<string, JsonObject>;
  /** Named types the call schemas reference as `#/components/schemas/<name>`. */
  schemas: Record<string, JsonObject>;
}

/**
 * The TypeScript source the generator reads: one property per call, typed as that call's `Data`. A
 * domain whose TypeScript type has a string index (its call names widened to `string`) merges every
 * call's `Data` into one intersection, which no reply matches: such calls read `unknown` and are left
 * undescribed rather than described wrongly. A call whose reply is a file has no `Data`.
 */
export function responseDataSource(table: ContractTable): string {
  const replyingJson = listCalls(table).filter(([, , call]) => !call.isFile);
  const lines = replyingJson.map(([domain, name]) => {
    const calls = `Contract[${JSON.stringify(domain)}]`;
    return `  ${JSON.stringify(`${domain}.${name}`)}: string extends keyof ${calls} ? unknown : DataOf<${calls}[${JSON.stringify(name)}]>;`;
  });
  return [
    "import type { Contract, DataOf } from '@portcullis/api-client/contract';",
    'export interface ResponseData {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

/** Builds the schemas from the contract's types (a few seconds: it type-checks the contract). */
export function generateResponseSchemas(): ResponseSchemas {
  // The entry file exists only in memory; the program resolves its imports from the server folder.
  const entry = path.join(serverDir, 'src/openapi/response-data.virtual.ts');
  const source = responseDataSource(contract as never);
  const config = ts.readConfigFile(path.join(serverDir, 'tsconfig.json'), ts.sys.readFile.bind(ts.sys));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, serverDir);
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    file === entry ? ts.createSourceFile(file, source, language) : readSourceFile(file, language, ...rest);
  host.fileExists = (file) => file === entry || fileExists(file);
  const program = ts.createProgram([entry], options, host);
  const errors = ts.getPreEmitDiagnostics(program, program.getSourceFile(entry));
  if (errors.length) throw new Error(ts.formatDiagnostics(errors, host));

  const generator = TJS.buildGenerator(program, { required: true, ref: true, strictNullChecks: true }, [entry]);
  if (!generator) throw new Error('typescript-json-schema could not read the contract');
  const root = generator.getSchemaForSymbol('ResponseData') as JsonObject;
  return toComponents(root);
}

/** Moves draft-07 `definitions` to OpenAPI components with valid names and inlines anonymous types. */
function toComponents(root: JsonObject): ResponseSchemas {
  const definitions = (root['definitions'] ?? {}) as Record<string, JsonObject>;
  const names = assignComponentNames(Object.keys(definitions));
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
      const text = decodeURIComponent(ref.slice('#/definitions/'.length));
      const name = names.get(text);
      if (name === undefined) throw new Error(`Unknown definition ${text}`);
      if (name === null) return rewrite(definitions[text]!);
      return { ...node, $ref: `#/components/schemas/${name}` };
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === 'definitions') continue;
      // Draft-07 tuples are 2020-12 `prefixItems`, their rest `items`.
      if (key === 'items' && Array.isArray(value)) out['prefixItems'] = rewrite(value);
      else if (key === 'additionalItems') out['items'] = rewrite(value);
      else out[key] = rewrite(value);
    }
    return out;
  };
  const properties = root['properties'] as Record<string, JsonObject>;
  const calls = Object.fromEntries(Object.entries(properties).map(([id, schema]) => [id, rewrite(schema)]));
  const schemas: Record<string, JsonObject> = {};
  for (const [text, name] of [...names].sort(([, a], [, b]) => (a ?? '').localeCompare(b ?? ''))) {
    if (name !== null) schemas[name] = rewrite(definitions[text]!) as JsonObject;
  }
  return { calls: calls as Record<string, JsonObject>, schemas };
}

/** The file's text as committed, formatted as the repository's Prettier check wants it. */
export async function serializeResponseSchemas(schemas: ResponseSchemas): Promise<string> {
  const options = await prettier.resolveConfig(RESPONSE_SCHEMAS_FILE);
  return prettier.format(JSON.stringify(schemas), { ...options, filepath: RESPONSE_SCHEMAS_FILE });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  writeFileSync(RESPONSE_SCHEMAS_FILE, await serializeResponseSchemas(generateResponseSchemas()));
  console.log(`wrote ${path.relative(process.cwd(), RESPONSE_SCHEMAS_FILE)} in ${Date.now() - started} ms`);
}
