import { SHELL_TEXTS_EN } from '@portcullis/api-client';
import type { ResolvedRoute } from '../routes/route-types';

/**
 * The console's English texts, written in code: each route's title keyed by its name (navigation,
 * breadcrumbs, page titles) and the shell texts. Every key the console asks for must be here
 * (english.test.ts); an operator's English language values override them.
 */
export function englishTexts(routes: readonly ResolvedRoute[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const route of routes) texts[route.name] = route.title;
  return { ...texts, ...SHELL_TEXTS_EN };
}
