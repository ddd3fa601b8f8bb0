// The house's boundaries, checked by `pnpm lint` (a step of `pnpm test`). Only import boundaries and
// one console rule are linted here; formatting is Prettier's and types are tsc's.
//
// Each boundary is its own rule (the typescript-eslint `no-restricted-imports` rule registered under a
// boundary's name), so boundaries whose file globs overlap add up instead of replacing each other.
import type { ESLint, Linter, Rule } from 'eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { routes } from './packages/api-client/src/routes/route-table.generated';
import { areaPaths } from './apps/console/src/routes/area-paths';

const restrictedImports = tseslint.plugin.rules!['no-restricted-imports'] as unknown as Rule.RuleModule;

/** UI libraries (and our React packages) that a React-free core must not load. */
const UI_LIBRARIES =
  '^(react|react-dom|downshift|react-day-picker)(/.*)?$|^@emotion/|^@floating-ui/|^@tanstack/react-virtual$|^@portcullis/(ui|ui/jsx-runtime|ui/jsx-dev-runtime|datatable|rule-builder)$';
/** The api-client, by name or by path. */
const API_CLIENT = '^@portcullis/api-client(/.*)?$';

/**
 * The server's floors, bottom to top: db (engines, migrations) → engine (the generic machinery) → domains
 * (one folder per domain) → http (Fastify wiring); server.ts, main.ts, index.ts, seed/, openapi/ and testing/
 * sit on top and may import anything. A floor imports only the floors below it and itself. A relative
 * specifier climbing out of a folder (`../`) into a floor above is refused: `(\.\./)+` does not count
 * the climb, which is safe because no folder inside src/ bears a floor's name.
 */
/** What stands on top of every floor: the entry points and the tools that assemble a whole server. */
const SERVER_TOP = ['seed', 'openapi', 'testing'];
const SERVER_TOP_FILES = ['server', 'main', 'index'];
const SERVER_SOURCES = 'apps/server/src';
/** A specifier that climbs (`../`) into one of `folders` or onto a top file. */
const climbsInto = (folders: string[]) =>
  `^(\\.\\./)+(${[...folders, ...SERVER_TOP].join('|')})(/|$)|^(\\.\\./)+(${SERVER_TOP_FILES.join('|')})(\\.[jt]s)?$`;
/** Tests (the *.test.ts files beside the sources; apps/server/test is not linted by these) may import anything. */
const SERVER_TESTS = [`${SERVER_SOURCES}/**/*.test.ts`];

/**
 * The console's floors, bottom to top: routes/ (the route table, links, route types, with each area's
 * route lines, areas/<area>/routes.ts and shell/routes.ts) → state/ (valtio stores) → shell/ and areas/
 * (the screens, side by side) → the app on top (App.tsx, app-main.tsx, main.ts). A floor imports only
 * the floors below it and itself.
 */
const CONSOLE_SOURCES = 'apps/console/src';
/** The console's entry files, on top of every floor. */
const CONSOLE_TOP = 'App|app-main|main';

interface Boundary {
  name: string;
  files: string[];
  ignores?: string[];
  /** Regular expression over the import specifier. */
  forbid: string;
  message: string;
  /** `import type` is allowed (it leaves nothing at run time). */
  allowTypeImports?: boolean;
}

const boundaries: Boundary[] = [
  {
    name: 'core-without-react',
    files: ['packages/*/src/core/**/*.{ts,tsx}'],
    forbid: `${UI_LIBRARIES}|^\\.\\./(react|components|theme|jsx)(/|$)`,
    message: 'A core is React-free: move UI code to the react/components layer.',
  },
  {
    name: 'rule-builder-core-uses-api-client-types-only',
    files: ['packages/rule-builder/src/core/**/*.ts'],
    ignores: ['packages/rule-builder/src/core/contract-agreement.test.ts'],
    forbid: API_CLIENT,
    allowTypeImports: true,
    message:
      'The rule-builder core imports api-client types only (the api-client owns the rule tree types; the server runs the core).',
  },
  {
    name: 'datatable-core-uses-api-client-types-only',
    files: ['packages/datatable/src/core/**/*.ts'],
    forbid: API_CLIENT,
    allowTypeImports: true,
    message: 'The datatable core imports api-client types only (the values it needs live in core/api-values.ts).',
  },
  {
    name: 'ui-without-api-client',
    files: ['packages/ui/**/*.{ts,tsx}'],
    // The fixture is a consumer app of all four packages, not part of the ui package.
    ignores: ['packages/ui/fixtures/**'],
    forbid: `${API_CLIENT}|(^|/)api-client(/|$)`,
    message: '@portcullis/ui never imports the api-client.',
  },
  {
    name: 'packages-without-apps',
    files: ['packages/**/*.{ts,tsx,mts}'],
    forbid: '^@portcullis/(console|server)(/.*)?$|(^|/)apps/',
    message: 'A package never imports an app.',
  },
  {
    name: 'packages-by-their-entries',
    files: ['apps/**/*.{ts,tsx,mts}', 'bench/**/*.{ts,tsx,mts}', 'packages/**/*.{ts,tsx,mts}'],
    // …/packages/x, @portcullis/x/src/…, or ../../other-package/src/… from inside a package.
    forbid: '^\\.\\.?/(\\.\\./)*packages/|^@portcullis/[^/]+/src(/|$)|^(\\.\\./)+[^./][^/]*/src(/|$)',
    message: 'Import a package by its name and public entries, never its src files by path.',
  },
  {
    name: 'server-uses-contract-entry',
    files: ['apps/server/src/**/*.ts'],
    forbid: '^@portcullis/api-client(/hubs)?$',
    message: 'The server imports @portcullis/api-client/contract (no transport, no SignalR client).',
  },
  {
    name: 'server-db-imports-no-other-floor',
    files: [`${SERVER_SOURCES}/db/**/*.ts`],
    ignores: SERVER_TESTS,
    forbid: climbsInto(['engine', 'domains', 'http']),
    message:
      'db/ is the bottom floor (engines, migrations): it imports no other floor. Pass what it needs in, or move the caller up to engine/.',
  },
  {
    name: 'server-engine-imports-only-db',
    files: [`${SERVER_SOURCES}/engine/**/*.ts`],
    ignores: SERVER_TESTS,
    forbid: climbsInto(['domains', 'http']),
    message:
      'engine/ imports only db/ and itself. When it needs a domain fact, the domain registers into the engine (a hook or table the engine owns, a ServerContext augmentation), never the reverse.',
  },
  {
    name: 'server-domains-import-no-http',
    files: [`${SERVER_SOURCES}/domains/**/*.ts`],
    ignores: SERVER_TESTS,
    forbid: climbsInto(['http']),
    message:
      'domains/ import db/, engine/ and other domains only: move what they need from http/ (or server, seed, openapi, testing) down to engine/.',
  },
  {
    name: 'server-http-imports-no-entry-point',
    files: [`${SERVER_SOURCES}/http/**/*.ts`],
    ignores: SERVER_TESTS,
    forbid: climbsInto([]),
    message:
      'http/ imports the floors below it; server.ts, main.ts, index.ts, seed/, openapi/ and testing/ sit on top.',
  },
  {
    name: 'console-routes-import-no-floor-above',
    files: [`${CONSOLE_SOURCES}/routes/**/*.{ts,tsx}`],
    // The route table gathers each area's route lines (areas/<area>/routes.ts, shell/routes.ts): they are the
    // route table's own data, kept beside their screens, and import only routes/ themselves.
    forbid: `^(\\.\\./)+(state(/|$)|shell/(?!routes$)|areas/(?![^/]+/routes$)|${CONSOLE_TOP}$)`,
    message:
      "routes/ (the route table, links, types) is the console's bottom floor: it imports no state/, shell/ or areas/ screen. Move the code that needs them up (shell/navigate.ts, shell/RouteView.tsx).",
  },
  {
    name: 'console-route-lines-import-only-routes',
    files: [`${CONSOLE_SOURCES}/areas/*/routes.ts`, `${CONSOLE_SOURCES}/shell/routes.ts`],
    forbid: '^(?!(\\.\\./)+routes/)\\.\\.?/',
    message: "An area's route lines belong to the route table's floor: they import routes/ and packages only.",
  },
  {
    name: 'console-state-imports-no-screens',
    files: [`${CONSOLE_SOURCES}/state/**/*.{ts,tsx}`],
    forbid: `^(\\.\\./)+(shell|areas|sign-in)(/|$)|^(\\.\\./)+(${CONSOLE_TOP})$`,
    message: 'state/ imports routes/ only: the shell and the areas read the state, never the reverse.',
  },
  {
    name: 'console-screens-import-no-app',
    files: [`${CONSOLE_SOURCES}/{shell,areas,sign-in}/**/*.{ts,tsx}`],
    forbid: `^(\\.\\./)+(${CONSOLE_TOP})$`,
    message: 'The app (App.tsx, app-main.tsx, main.ts) sits on top: screens never import it.',
  },
  {
    name: 'api-client-zod-free-modules',
    files: ['packages/api-client/src/**/*.ts'],
    ignores: [
      'packages/api-client/src/contract.ts',
      'packages/api-client/src/contract/*.ts',
      'packages/api-client/src/routes/render.ts',
      'packages/api-client/src/**/*.test.ts',
    ],
    // Schema modules: zod itself and every contract module except the five zod-free ones.
    forbid: '^zod$|/contract(/(?!(define|envelope|paging-values|permissions|csrf)$)[^/]+)?$',
    allowTypeImports: true,
    message: 'The browser entry of the api-client stays zod-free: import schema modules as types only.',
  },
  {
    name: 'api-client-zod-free-contract-modules',
    files: ['packages/api-client/src/contract/{define,envelope,paging-values,permissions,csrf}.ts'],
    forbid: '^zod$|^\\./(?!(define|envelope|paging-values|permissions|csrf)$)',
    allowTypeImports: true,
    message: 'This contract module belongs to the zod-free browser entry.',
  },
  {
    name: 'api-client-signalr-only-in-hubs',
    files: ['packages/api-client/src/**/*.ts'],
    ignores: [
      'packages/api-client/src/hubs.ts',
      'packages/api-client/src/hubs/excel-export.ts',
      'packages/api-client/src/**/*.test.ts',
    ],
    forbid: '^@microsoft/signalr$|/hubs/excel-export$',
    message: 'Only the /hubs entry loads the SignalR client.',
  },
  {
    name: 'contract-without-transport',
    files: ['packages/api-client/src/contract.ts', 'packages/api-client/src/contract/**/*.ts'],
    ignores: ['packages/api-client/src/**/*.test.ts'],
    forbid: '(^|/)transport(/|$)|/hubs/excel-export$|^@microsoft/signalr$',
    message: 'The /contract entry never loads the transport or the SignalR client.',
  },
];

/** Static start of every contract path: '/Export/Download/' for '/Export/Download/:id'. */
const apiPaths = Object.values(routes).flatMap((calls) =>
  Object.values(calls as Record<string, { path: string }>).map((r) => {
    const cut = r.path.indexOf(':');
    return { path: r.path, prefix: cut === -1 ? r.path : r.path.slice(0, cut) };
  }),
);
const isApiUrl = (text: string) =>
  apiPaths.some(
    ({ path, prefix }) => text === path || (prefix !== path && prefix.length > 1 && text.startsWith(prefix)),
  );

const noRawApiUrl: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Console screens derive API addresses from the contract (urlOf), never write them.' },
    schema: [],
    messages: {
      raw: "'{{text}}' is an API address: use urlOf(domain, call, input) from @portcullis/api-client.",
    },
  },
  create(context) {
    const check = (node: Rule.Node, text: string) => {
      if (isApiUrl(text)) context.report({ node, messageId: 'raw', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked;
        if (head) check(node, head);
      },
    };
  },
};

/** Top sections of the console's route table: a string starting with one of them is a console path. */
const CONSOLE_SECTIONS = new RegExp(
  `^(${Object.values(areaPaths)
    .map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(/|$|\\?|#)`,
);

const noConsolePath: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens navigate with typed links from the route table, never path strings.' },
    schema: [],
    messages: {
      path: "'{{text}}' is a console path: use a link builder (links.userView({ id })) from routes/index.",
    },
  },
  create(context) {
    const check = (node: Rule.Node, text: string) => {
      if (CONSOLE_SECTIONS.test(text)) context.report({ node, messageId: 'path', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked;
        if (head) check(node, head);
      },
    };
  },
};

const plugin = {
  rules: {
    ...Object.fromEntries(boundaries.map((b) => [b.name, restrictedImports])),
    'no-raw-api-url': noRawApiUrl,
    'no-console-path': noConsolePath,
  },
};

const config: Linter.Config[] = [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/.portcullis-data/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
    // typescript-eslint and react-hooks are registered only so the code's directives about them resolve.
    plugins: {
      boundaries: plugin,
      '@typescript-eslint': tseslint.plugin as unknown as ESLint.Plugin,
      'react-hooks': reactHooks,
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  ...boundaries.map((b): Linter.Config => ({
    files: b.files,
    ...(b.ignores ? { ignores: b.ignores } : {}),
    rules: {
      [`boundaries/${b.name}`]: [
        'error',
        { patterns: [{ regex: b.forbid, message: b.message, allowTypeImports: b.allowTypeImports ?? false }] },
      ],
    },
  })),
  {
    files: ['apps/console/src/areas/**/*.{ts,tsx}'],
    rules: { 'boundaries/no-raw-api-url': 'error' },
  },
  {
    // The route table (routes.ts files, routes/) is the one place console paths are written.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/routes/**', 'apps/console/src/**/routes.ts', 'apps/console/src/**/*.test.ts'],
    rules: { 'boundaries/no-console-path': 'error' },
  },
  {
    // Screens use the kit's controls (TextInput, Textarea, Select, FileInput, Checkbox…), never native ones.
    files: ['apps/console/src/**/*.tsx'],
    ignores: ['apps/console/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|textarea|select)$/]',
          message: 'Use the kit’s control (@portcullis/ui TextInput, Textarea, Select, FileInput, Checkbox…).',
        },
      ],
    },
  },
];

export default config;
