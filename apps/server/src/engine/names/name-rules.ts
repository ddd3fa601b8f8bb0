import unhomoglyph from 'unhomoglyph';
import { SUPER_ADMIN_GRANT } from '../auth/session-user';

/**
 * The rules every written name follows besides its field's format (issue 23): names that the server
 * reads as markers are reserved, and a name may not be the look-alike of one already taken.
 */

/** The prefix of the product's permission strings (seed/security.ts makes them definitions). */
export const PRODUCT_PERMISSION_PREFIX = 'System.';

/**
 * The UTS #39 skeleton of a text: NFD, every confusable character replaced by its prototype (Unicode
 * confusables.txt, as the unhomoglyph package ships it), NFD again. Not meant to be read: `m` becomes `rn`.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

const foldOnce = (text: string) => skeleton(text.toLowerCase());

/**
 * The key names are compared by: two names with the same key look alike. Decision (UTS #39 §4 leaves
 * case to the caller): names are unique regardless of case here, so the text is NFKC-normalised (full-width
 * and compatibility forms), trimmed and lower-cased before its skeleton is taken, and lower-cased and
 * skeletonised once more because some prototypes are capitals (`ᴍ` → `M`). `аdmin` with a Cyrillic а,
 * `ADMIN` and `ａｄｍｉｎ` all have the key of `admin`; so has `adrnin`.
 */
export function nameKey(name: string): string {
  return foldOnce(foldOnce(name.normalize('NFKC').trim()));
}

/** The first of `names` that `candidate` would be mistaken for (same key), or null. */
export function lookAlikeOf(candidate: string, names: Iterable<string>): string | null {
  const key = nameKey(candidate);
  for (const name of names) if (nameKey(name) === key) return name;
  return null;
}

/**
 * Why a name of a permission, role, group or other object may not be written, or null. Reserved, also
 * in look-alike spellings (`∗`, `Ѕystem.`): the super-admin grant `*` anywhere in a name (the effective
 * permissions write "holds everything" as `*`, and applications read it as a wildcard), and the prefix
 * of the product's permissions (a made-up permission must not pass for one of them).
 */
export function reservedNameProblem(name: string): string | null {
  const key = nameKey(name);
  if (key.includes(nameKey(SUPER_ADMIN_GRANT)))
    return `"${SUPER_ADMIN_GRANT}" is reserved: it stands for every permission and cannot be part of a name.`;
  if (key.startsWith(nameKey(PRODUCT_PERMISSION_PREFIX)))
    return `Names starting with "${PRODUCT_PERMISSION_PREFIX}" are reserved for the permissions of the product.`;
  return null;
}
