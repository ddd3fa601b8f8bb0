/**
 * The console's shell texts (issue 28), keyed, in English: the source the console falls back to and
 * the server seeds as the English language values. Navigation titles are keyed by route name and take
 * their English from the console's route table, so they are not repeated here.
 */
export const SHELL_TEXTS_EN = {
  'userMenu.open': 'Open user menu',
  'userMenu.myAccount': 'My account',
  'userMenu.language': 'Language',
  'userMenu.signOut': 'Sign out',
  'header.notifications': 'Notifications',
  'actions.save': 'Save',
  'actions.cancel': 'Cancel',
  'actions.edit': 'Edit',
  'actions.remove': 'Remove',
  'actions.add': 'Add',
  'actions.export': 'Export',
  'actions.back': 'Back',
  'signIn.title': 'Sign in',
  'signIn.userName': 'User name',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.language': 'Language',
} as const;

export type ShellTextKey = keyof typeof SHELL_TEXTS_EN;

/** The languages the console's texts are offered in (tags), English first: the fallback. */
export const CONSOLE_LANGUAGES = [
  { Code: 'en', Title: 'English' },
  { Code: 'tr', Title: 'Türkçe' },
] as const;
