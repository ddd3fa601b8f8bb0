/** Names longer than this are cut (§9). */
export const TRUNCATE_LENGTH = 30;
/** What a cut name ends with. */
export const ELLIPSIS = '...';

/** Cuts `text` to `maxLength` characters plus an ellipsis when it is longer (§9: 30 + ellipsis). */
export function truncateText(text: string, maxLength: number = TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') + ELLIPSIS : text;
}

/** True when {@link truncateText} would cut `text`. */
export function isTruncated(text: string, maxLength: number = TRUNCATE_LENGTH): boolean {
  return Array.from(text).length > maxLength;
}

/** Two-letter initials of a name for avatars; 'APP' when there is no usable name (§2.13). */
export function avatarInitials(name: string | null | undefined): string {
  // Splitting leaves empty pieces at the ends of padded text; keeping only pieces with a letter or
  // digit drops them, so every word kept has a first character.
  const words = (name ?? '').split(/[\s._-]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length === 0) return 'APP';
  const first = Array.from(words[0] as string);
  if (words.length === 1) return first.slice(0, 2).join('').toLocaleUpperCase();
  const last = Array.from(words[words.length - 1] as string);
  return ((first[0] as string) + (last[0] as string)).toLocaleUpperCase();
}
