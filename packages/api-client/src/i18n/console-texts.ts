/**
 * The console's shell texts (issue 28), keyed, in English: the source the console falls back to and
 * the server seeds as the English language values. Navigation titles are keyed by route name and take
 * their English from the console's route table, so they are not repeated here.
 */
export const SHELL_TEXTS_EN = {
  'userMenu.label': '{name}, user menu',
  'userMenu.account': 'Account',
  'userMenu.language': 'Language',
  'userMenu.logOut': 'Log Out',
  'header.home': 'Portcullis home',
  'actions.save': 'Save',
  'actions.saving': 'Saving…',
  'actions.cancel': 'Cancel',
  'actions.edit': 'Edit',
  'actions.add': 'Add setting',
  'actions.retry': 'Retry',
  'signIn.title': 'Sign in',
  'signIn.userName': 'User name',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.codeTitle': 'Enter your code',
  'signIn.enrolTitle': 'Set up your authenticator app',
  'signIn.verify': 'Verify',
  'signIn.startOver': 'Start over',
} as const;

export type ShellTextKey = keyof typeof SHELL_TEXTS_EN;

/**
 * A text as the server sends it: compiled from ICU MessageFormat on the server (Lingui's format: the
 * plain parts as strings, a placeholder as `[name]`), so the browser ships no message parser.
 */
export type CompiledText = string | ReadonlyArray<string | readonly unknown[]>;

/** The languages the console's texts are offered in (tags), English first: the fallback. */
export const CONSOLE_LANGUAGES = [
  { Code: 'en', Title: 'English' },
  { Code: 'tr', Title: 'Türkçe' },
] as const;
