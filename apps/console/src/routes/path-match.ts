/**
 * Matching console paths against route paths, without the route table: the React-free sign-in page
 * and the entry module match paths with it, and the table's matcher (navigation.ts) is built on it.
 */

/** A route path (`/directory/users/view/:id/:tab?`) as a case-insensitive regular expression. */
export function compilePath(fullPath: string): RegExp {
  const pattern = fullPath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const m = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
      if (!m) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return m[2] ? `(?:/(?<${m[1]}>[^/]+))?` : `/(?<${m[1]}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^${pattern || '/'}/?$`, 'i');
}

/** Per-segment weights: a literal beats a required parameter, which beats an optional one. */
function specificity(fullPath: string): number[] {
  return fullPath
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? 1 : 2) : 3));
}

/**
 * Most specific first, compared segment by segment from the left: `properties/sort` wins over
 * `properties/:id/:username?` for "properties/sort". With an equal prefix the shorter route wins.
 */
function bySpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return a.length - b.length;
}

export interface PathMatch<T> {
  route: T;
  params: Record<string, string>;
}

/** Builds a matcher over routes with absolute paths: the most specific route matching a pathname wins. */
export function createPathMatcher<T extends { fullPath: string }>(
  routes: readonly T[],
): (pathname: string) => PathMatch<T> | null {
  const compiled = routes
    .map((route) => ({ route, regex: compilePath(route.fullPath), score: specificity(route.fullPath) }))
    .sort((a, b) => bySpecificity(a.score, b.score));
  return (pathname) => {
    for (const { route, regex } of compiled) {
      const m = regex.exec(pathname);
      if (m)
        return {
          route,
          params: Object.fromEntries(Object.entries(m.groups ?? {}).filter(([, v]) => v !== undefined)) as Record<
            string,
            string
          >,
        };
    }
    return null;
  };
}
