import type { ShortcutBinding } from '@portcullis/ui';
import { areaPaths, type AreaName } from '../../routes/area-paths';
import { buildNavigation, routeTree, type AccessContext } from '../../routes/index';
import { navigate } from '../navigate';

/** `g` then a letter goes to a section (as its side-navigation item does), when the user may see it. */
const GO_TO_LETTERS: Partial<Record<AreaName, string>> = {
  dashboard: 'd',
  directory: 'u',
  governance: 'v',
  applications: 'a',
  security: 's',
  sessions: 'e',
  workflow: 'w',
  reports: 'r',
  system: 'y',
  branding: 'b',
};

/** The search field of the page's table, if the page has one. */
export function focusPageSearch(): void {
  document.querySelector<HTMLInputElement>('main input[type="search"]')?.focus();
}

/**
 * The console's shortcuts for this user: the palette, the page's search, the overlay listing them,
 * and `g` + a letter for each section of the side navigation the user has.
 */
export function consoleShortcuts(ctx: AccessContext, open: (what: 'palette' | 'shortcuts') => void): ShortcutBinding[] {
  const sections = buildNavigation(routeTree, ctx);
  const goTo = (Object.entries(GO_TO_LETTERS) as [AreaName, string][]).flatMap(([area, letter]) => {
    const section = sections.find((s) => s.fullPath === areaPaths[area]);
    return section
      ? [{ keys: `g ${letter}`, description: `Go to ${section.title}`, run: () => navigate(section.href) }]
      : [];
  });
  return [
    { keys: 'mod+k', description: 'Open the command palette', run: () => open('palette') },
    { keys: '/', description: "Search this page's list", run: focusPageSearch },
    { keys: '?', description: 'Show keyboard shortcuts', run: () => open('shortcuts') },
    ...goTo,
  ];
}
