import type { AnyResource } from './define';
import type { ResourceIdentity } from './identity';

/** One module of definitions/: its file name without `.ts` and what it exports. */
export interface DefinitionModule {
  readonly file: string;
  readonly exports: Readonly<Record<string, unknown>>;
}

/** One registered definition: the export that holds it and the module it is written in. */
interface Registered {
  readonly exportName: string;
  readonly file: string;
  readonly definition: AnyResource;
}

const isDefinition = (exportName: string, value: unknown): value is AnyResource =>
  exportName.endsWith('Resource') &&
  typeof value === 'object' &&
  value !== null &&
  ['name', 'domain', 'titles', 'id', 'access', 'fields', 'calls', 'store'].every((key) => key in value);

/** The definitions the modules export, by export name (a definition is registered where it is written). */
export function registeredDefinitions(modules: readonly DefinitionModule[]): readonly Registered[] {
  const found = modules.flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter(([exportName, value]) => isDefinition(exportName, value))
      .map(([exportName, value]) => ({ exportName, file, definition: value as AnyResource })),
  );
  const names = new Map<string, string>();
  for (const { exportName, file, definition } of found) {
    const seen = names.get(definition.name);
    if (seen) throw new Error(`Two definitions are named "${definition.name}": ${seen} and ${file}.${exportName}.`);
    names.set(definition.name, `${file}.${exportName}`);
  }
  return [...found].sort((a, b) => (a.exportName < b.exportName ? -1 : a.exportName > b.exportName ? 1 : 0));
}

/** The identity part of a definition (what routes, links and menus need), as the definition writes it. */
export const identityOf = (definition: AnyResource): ResourceIdentity => ({
  name: definition.name,
  domain: definition.domain,
  titles: definition.titles,
  id: definition.id,
  access: definition.access,
  ...(definition.partition && {
    partition: { field: definition.partition.field, access: definition.partition.access },
  }),
});

const HEADER = (
  what: string,
) => `// Generated from the definitions (definitions/*.ts) by scripts/generate-registry.ts — do not edit by hand.
// ${what}
// After adding, renaming or removing a definition run: pnpm --filter @portcullis/api-client routes
`;

const stem = (exportName: string) => exportName.slice(0, -'Resource'.length);

/** definitions.generated.ts: every definition, exported by name and as one list. */
function renderDefinitions(registered: readonly Registered[]): string {
  return `${HEADER('The registry (registry.ts) and the contract read every definition from this module.')}
${registered.map((r) => `import { ${r.exportName} } from './definitions/${r.file}';`).join('\n')}

export { ${registered.map((r) => r.exportName).join(', ')} };

/** Every definition, in the order of their export names. */
export const definitionList = [${registered.map((r) => r.exportName).join(', ')}] as const;
`;
}

/**
 * identities.generated.ts: the identity of every definition as plain data, so the console's route
 * table (loaded with every page) names resources without loading their details; each export is
 * dropped from a bundle that does not use it.
 */
function renderIdentities(registered: readonly Registered[]): string {
  return `${HEADER('What names each resource and decides who reaches it, copied from its definition as data.')}
import type { ResourceIdentity } from './identity';

${registered
  .map(
    (r) =>
      `export const ${stem(r.exportName)}Identity = ${JSON.stringify(identityOf(r.definition))} as const satisfies ResourceIdentity;`,
  )
  .join('\n\n')}
`;
}

/**
 * definition-loaders.generated.ts: each definition behind a dynamic import, so a screen loads only
 * the definitions it shows (each its own chunk in the console's build).
 */
function renderLoaders(registered: readonly Registered[]): string {
  return `${HEADER('Each definition behind a dynamic import: the console loads a definition with the screen that shows it.')}
import type { AnyResource } from './define';

/** Loads the definition named by the key (its own chunk in a bundle). */
export const definitionLoaders: Readonly<Record<string, () => Promise<AnyResource>>> = {
${registered
  .map(
    (r) =>
      `${JSON.stringify(r.definition.name)}: () => import('./definitions/${r.file}').then((m) => m.${r.exportName}),`,
  )
  .join('\n')}
};

/** The file of definitions/ each definition is written in (for build tools that group them into chunks). */
export const definitionFiles: Readonly<Record<string, string>> = {
${registered.map((r) => `${JSON.stringify(r.definition.name)}: ${JSON.stringify(r.file)},`).join('\n')}
};
`;
}

/** The three generated modules of the registry, by file name, formatted with the repository's Prettier settings. */
export async function renderRegistry(modules: readonly DefinitionModule[]): Promise<Record<string, string>> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(import.meta.filename ?? 'x.ts')) ?? {};
  const registered = registeredDefinitions(modules);
  const files: Record<string, string> = {
    'definitions.generated.ts': renderDefinitions(registered),
    'identities.generated.ts': renderIdentities(registered),
    'definition-loaders.generated.ts': renderLoaders(registered),
  };
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(files))
    out[name] = await prettier.format(text, { ...options, parser: 'typescript' });
  return out;
}

/** The modules of a definitions folder (Node only: the generator and the test that keeps the files in sync). */
export async function readDefinitionModules(folder: URL): Promise<DefinitionModule[]> {
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  return Promise.all(
    files.map(async (f) => ({
      file: f.slice(0, -3),
      exports: (await import(new URL(f, folder).href)) as Record<string, unknown>,
    })),
  );
}
