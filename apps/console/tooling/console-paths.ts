import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

/** The module the entry and the React-free sign-in page import for paths (declared in src/console-paths.d.ts). */
export const CONSOLE_PATHS_MODULE = 'virtual:console-paths';
/**
 * Every route's path, a module of its own: only the rules that check a `goback` path need it, and the
 * sign-in page loads them once the user is signed in, so the list stays out of its first paint.
 */
export const ROUTE_PATHS_MODULE = 'virtual:console-route-paths';

/**
 * The source of `virtual:console-paths`: what the entry module and the React-free sign-in page need
 * of the route table and the contract, computed from them at build time so that neither the table
 * (with its resource definitions) nor the contract's call table is shipped to those pages. The table
 * is loaded with tsx because it is TypeScript in workspace packages, whichever way Vite or Vitest
 * loaded this plugin.
 */
export async function consolePathsSources(): Promise<Record<string, string>> {
  const table = (await tsImport('../src/routes/index.ts', import.meta.url)) as typeof import('../src/routes/index');
  const client = (await tsImport('@portcullis/api-client', import.meta.url)) as typeof import('@portcullis/api-client');
  const all = table.flattenRoutes(table.routeTree);
  const signIn = all.find((r) => r.name === 'SignIn');
  if (!signIn) throw new Error('The route table has no SignIn route.');
  const routePaths = all.map((r) => [r.fullPath, Boolean(r.isPublic)]);
  const data = {
    signIn: { path: signIn.fullPath, title: signIn.title },
    landing: { overview: table.links.overview(), getStarted: table.links.getStarted() },
    apiPaths: {
      staticData: client.routes.application.getStaticData.path,
      login: client.routes.account.login.path,
      loginVerify: client.routes.account.loginVerify.path,
      messages: client.routes.languageValues.messages.path,
      brandingTheme: client.routes.branding.theme.path,
    },
    csrf: { header: client.CSRF_HEADER, value: client.CSRF_HEADER_VALUE },
  };
  const moduleOf = (exports: Record<string, unknown>) =>
    Object.entries(exports)
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
      .join('');
  return { [CONSOLE_PATHS_MODULE]: moduleOf(data), [ROUTE_PATHS_MODULE]: moduleOf({ routePaths }) };
}

/** Vite plugin: serves both virtual modules, computed once per build, dev server or test run. */
export function consolePaths(): Plugin {
  const names = [CONSOLE_PATHS_MODULE, ROUTE_PATHS_MODULE];
  let sources: Promise<Record<string, string>> | null = null;
  return {
    name: 'portcullis:console-paths',
    resolveId: (id) => (names.includes(id) ? '\0' + id : null),
    async load(id) {
      const name = id.startsWith('\0') ? id.slice(1) : null;
      if (!name || !names.includes(name)) return null;
      sources ??= consolePathsSources();
      return (await sources)[name];
    },
  };
}
