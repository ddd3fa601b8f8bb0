import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

/** The module the entry and the React-free sign-in page import for paths (declared in src/console-paths.d.ts). */
export const CONSOLE_PATHS_MODULE = 'virtual:console-paths';

/**
 * The source of `virtual:console-paths`: what the entry module and the React-free sign-in page need
 * of the route table and the contract, computed from them at build time so that neither the table
 * (with its resource definitions) nor the contract's call table is shipped to those pages. The table
 * is loaded with tsx because it is TypeScript in workspace packages, whichever way Vite or Vitest
 * loaded this plugin.
 */
export async function consolePathsSource(): Promise<string> {
  const table = (await tsImport('../src/routes/index.ts', import.meta.url)) as typeof import('../src/routes/index');
  const client = (await tsImport('@portcullis/api-client', import.meta.url)) as typeof import('@portcullis/api-client');
  const all = table.flattenRoutes(table.routeTree);
  const signIn = all.find((r) => r.name === 'SignIn');
  if (!signIn) throw new Error('The route table has no SignIn route.');
  const routePaths = all.map((r) => [r.fullPath, Boolean(r.isPublic)]);
  const data = {
    routePaths,
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
  return Object.entries(data)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
    .join('');
}

/** Vite plugin: serves `virtual:console-paths`, computed once per build, dev server or test run. */
export function consolePaths(): Plugin {
  const resolved = '\0' + CONSOLE_PATHS_MODULE;
  let source: Promise<string> | null = null;
  return {
    name: 'portcullis:console-paths',
    resolveId: (id) => (id === CONSOLE_PATHS_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      source ??= consolePathsSource();
      return source;
    },
  };
}
