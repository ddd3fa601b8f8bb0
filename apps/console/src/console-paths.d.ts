/** Built by tooling/console-paths.ts from the route table and the contract at build time. */
declare module 'virtual:console-paths' {
  /** Every route of the table: its absolute path and whether it is reachable without signing in. */
  export const routePaths: ReadonlyArray<readonly [fullPath: string, isPublic: boolean]>;
  /** The sign-in route: the React-free page the entry module loads by path. */
  export const signIn: { readonly path: string; readonly title: string };
  /** The landing pages of spec §2.1 (see entryPath in state/shell-rules.ts). */
  export const landing: { readonly overview: string; readonly getStarted: string };
  /** The calls the sign-in page makes. */
  export const apiPaths: {
    readonly staticData: string;
    readonly login: string;
    readonly loginVerify: string;
    /** The texts of a language (`:code` a BCP 47 tag), compiled on the server. */
    readonly messages: string;
    /** The tenant's public branding (the sign-in title and message). */
    readonly brandingTheme: string;
  };
  /** The header every state-changing call carries (api-client contract/csrf.ts). */
  export const csrf: { readonly header: string; readonly value: string };
}
