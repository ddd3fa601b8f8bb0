import type { ContractTable } from '../contract/define';
import { deriveRouteTable, encodeRoute } from './derive';

/**
 * The source text of route-table.generated.ts for a contract table, formatted with the repository's
 * Prettier settings. Used by scripts/generate-routes.ts and by the test that keeps the file in sync.
 */
export async function renderRouteTable(table: ContractTable): Promise<string> {
  const prettier = await import('prettier');
  // One line per call (Prettier keeps an object on one line when it was written so and fits).
  const domains = Object.entries(deriveRouteTable(table)).map(
    ([domain, calls]) =>
      `${JSON.stringify(domain)}: {\n${Object.entries(calls)
        .map(([name, route]) => `${JSON.stringify(name)}: ${JSON.stringify(encodeRoute(route))},`)
        .join('\n')}\n},`,
  );
  const body = `{\n${domains.join('\n')}\n}`;
  const source = `// Generated from the contract table by scripts/generate-routes.ts — do not edit by hand.
// The browser client makes its calls from this table, so it never loads the contract's zod schemas.
// After changing the contract run: pnpm --filter @portcullis/api-client routes
import type { Contract } from '../contract/index';
import { expandRoutes, type CompactRoutesOf, type RoutesOf } from './derive';

/** Method, path and flags of every contract call, by domain and call name ('METHOD /path', then write, file). */
const compact = ${body} as const satisfies CompactRoutesOf<Contract>;

export const routes: RoutesOf<Contract> = expandRoutes<Contract>(compact);
`;
  const options = (await prettier.resolveConfig(import.meta.filename ?? 'x.ts')) ?? {};
  return prettier.format(source, { ...options, parser: 'typescript' });
}
