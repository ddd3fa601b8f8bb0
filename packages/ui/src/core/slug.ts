/** Turkish letters and their plain Latin letters (§5). */
const turkishToLatin: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/**
 * The generated name (slug) of §5: Turkish letters become Latin, other accents are dropped, the
 * text is lower-cased, whitespace and dots become hyphens, punctuation and symbols are removed and
 * doubled hyphens collapse. Leading and trailing hyphens are kept while the user types (so
 * 'My app ' can grow into 'my-app-x'); use {@link generateSlug} with `trim` for a final value.
 */
export function generateSlug(title: string, options: { trim?: boolean } = {}): string {
  let slug = title
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (ch) => turkishToLatin[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-');
  if (options.trim) slug = slug.replace(/^-+|-+$/g, '');
  return slug;
}
