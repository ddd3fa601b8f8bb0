/**
 * Page state in the URL hash (spec §2): `key=value` pairs joined by `&`; a bare word with no `=` is a
 * tab name. `#action=create` opens a creation form; `#MFA` selects the MFA tab.
 */
export interface HashState {
  tab: string | null;
  values: Record<string, string>;
}

export function parseHash(hash: string): HashState {
  const text = hash.replace(/^#/, '');
  const state: HashState = { tab: null, values: {} };
  if (!text) return state;
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq < 0) state.tab = decodeURIComponent(part);
    else state.values[decodeURIComponent(part.slice(0, eq))] = decodeURIComponent(part.slice(eq + 1));
  }
  return state;
}

export function formatHash(state: HashState): string {
  const parts = Object.entries(state.values).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (state.tab) parts.unshift(encodeURIComponent(state.tab));
  return parts.length ? `#${parts.join('&')}` : '';
}
