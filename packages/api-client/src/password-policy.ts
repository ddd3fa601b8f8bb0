/** The password policy of §3, every field optional as the server may omit them. */
export interface PasswordPolicy {
  MinimumNumberOfPasswordLength?: number | null;
  MaximumNumberOfPasswordLength?: number | null;
  MinimumNumberOfLetters?: number | null;
  MinimumNumberOfLettersLowerCase?: number | null;
  MinimumNumberOfLettersUpperCase?: number | null;
  MinimumNumberOfNumericCharacters?: number | null;
  MinimumNumberOfSpecialCharacters?: number | null;
  SpecialCharacters?: string | null;
  RequiredCategoryCount?: number | null;
  UnlockOnPasswordChange?: boolean | null;
}

/** A policy with every value present. */
export type ResolvedPasswordPolicy = Required<{ [K in keyof PasswordPolicy]: NonNullable<PasswordPolicy[K]> }>;

/** Defaults of §5 used when a policy value is missing. */
export const defaultPasswordPolicy: ResolvedPasswordPolicy = {
  MinimumNumberOfPasswordLength: 1,
  MaximumNumberOfPasswordLength: 64,
  MinimumNumberOfLetters: 0,
  MinimumNumberOfLettersLowerCase: 1,
  MinimumNumberOfLettersUpperCase: 1,
  MinimumNumberOfNumericCharacters: 1,
  MinimumNumberOfSpecialCharacters: 1,
  SpecialCharacters: '!#%&*+-.?@_$',
  RequiredCategoryCount: 5,
  UnlockOnPasswordChange: false,
};

/** Fills missing policy values with the §5 defaults. */
export function resolvePasswordPolicy(policy: PasswordPolicy | null | undefined): ResolvedPasswordPolicy {
  const resolved = { ...defaultPasswordPolicy };
  for (const key of Object.keys(defaultPasswordPolicy) as (keyof PasswordPolicy)[]) {
    const value = policy?.[key];
    if (value !== null && value !== undefined) (resolved as Record<string, unknown>)[key] = value;
  }
  return resolved;
}

/** A rule a password failed. */
export interface PasswordRuleFailure {
  rule: 'minLength' | 'maxLength' | 'letters' | 'lowercase' | 'uppercase' | 'numeric' | 'special' | 'categories';
  message: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Checks a password against a policy (missing values take the §5 defaults). Character categories
 * are lowercase, uppercase, digits and special characters; since there are four, the required
 * category count (default 5) is capped at four so a policy can be met at all.
 */
export function checkPassword(password: string, policy?: PasswordPolicy | null): PasswordRuleFailure[] {
  const p = resolvePasswordPolicy(policy);
  const chars = Array.from(password);
  const count = (test: (c: string) => boolean) => chars.filter(test).length;
  const lower = count((c) => /\p{Ll}/u.test(c));
  const upper = count((c) => /\p{Lu}/u.test(c));
  const digits = count((c) => /\d/.test(c));
  const special = count((c) => p.SpecialCharacters.includes(c));
  const failures: PasswordRuleFailure[] = [];
  if (chars.length < p.MinimumNumberOfPasswordLength)
    failures.push({
      rule: 'minLength',
      message: `Use at least ${plural(p.MinimumNumberOfPasswordLength, 'character')}.`,
    });
  if (chars.length > p.MaximumNumberOfPasswordLength)
    failures.push({
      rule: 'maxLength',
      message: `Use at most ${plural(p.MaximumNumberOfPasswordLength, 'character')}.`,
    });
  if (lower + upper < p.MinimumNumberOfLetters)
    failures.push({ rule: 'letters', message: `Use at least ${plural(p.MinimumNumberOfLetters, 'letter')}.` });
  if (lower < p.MinimumNumberOfLettersLowerCase)
    failures.push({
      rule: 'lowercase',
      message: `Use at least ${plural(p.MinimumNumberOfLettersLowerCase, 'lowercase letter')}.`,
    });
  if (upper < p.MinimumNumberOfLettersUpperCase)
    failures.push({
      rule: 'uppercase',
      message: `Use at least ${plural(p.MinimumNumberOfLettersUpperCase, 'uppercase letter')}.`,
    });
  if (digits < p.MinimumNumberOfNumericCharacters)
    failures.push({ rule: 'numeric', message: `Use at least ${plural(p.MinimumNumberOfNumericCharacters, 'digit')}.` });
  if (special < p.MinimumNumberOfSpecialCharacters)
    failures.push({
      rule: 'special',
      message: `Use at least ${plural(p.MinimumNumberOfSpecialCharacters, 'special character')} (${p.SpecialCharacters}).`,
    });
  const categories = [lower, upper, digits, special].filter((n) => n > 0).length;
  const required = Math.min(p.RequiredCategoryCount, 4);
  if (categories < required)
    failures.push({
      rule: 'categories',
      message: `Use ${required} of: lowercase, uppercase, digits, special characters.`,
    });
  return failures;
}

/** The constant user password length of §9. */
export const USER_PASSWORD_LENGTH = 13;

const lowerLetters = 'abcdefghijklmnopqrstuvwxyz';
const upperLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digitChars = '0123456789';
const alphabet = lowerLetters + upperLetters + digitChars;

function randomIndex(limit: number): number {
  // Rejection sampling keeps every character equally likely.
  const buffer = new Uint32Array(1);
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    crypto.getRandomValues(buffer);
    const n = buffer[0] as number;
    if (n < ceiling) return n % limit;
  }
}

/**
 * Generates a password of letters and digits only (§9) with cryptographic randomness. From length 3
 * it holds at least one lowercase letter, one uppercase letter and one digit.
 */
export function generatePassword(length: number = USER_PASSWORD_LENGTH): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('Password length must be a positive integer.');
  const chars = Array.from({ length }, () => alphabet[randomIndex(alphabet.length)] as string);
  if (length >= 3) {
    // Three distinct random places, in the order drawn (a Set keeps insertion order).
    const picked = new Set<number>();
    while (picked.size < 3) picked.add(randomIndex(length));
    const [lower, upper, digit] = [...picked] as [number, number, number];
    chars[lower] = lowerLetters[randomIndex(26)] as string;
    chars[upper] = upperLetters[randomIndex(26)] as string;
    chars[digit] = digitChars[randomIndex(10)] as string;
  }
  return chars.join('');
}

/**
 * A generated password that the policy accepts: letters and digits (§9) at the caller's length (at
 * least the policy minimum), with the policy's minimum of special characters put in at random places
 * when it asks for them. Decision: where §9 "letters and digits" and a policy requiring special
 * characters disagree, the policy wins, since a password it refuses is of no use.
 */
export function generatePolicyPassword(length: number = USER_PASSWORD_LENGTH, policy?: PasswordPolicy | null): string {
  const p = resolvePasswordPolicy(policy);
  const size = Math.min(
    Math.max(length, p.MinimumNumberOfPasswordLength, 3),
    Math.max(p.MaximumNumberOfPasswordLength, 3),
  );
  const chars = Array.from(generatePassword(size));
  const specials = Array.from(p.SpecialCharacters);
  const taken = new Set<number>();
  for (let i = 0; i < p.MinimumNumberOfSpecialCharacters && specials.length > 0 && taken.size < size - 3; i++) {
    let slot = randomIndex(size);
    // Keep the lowercase, uppercase and digit generatePassword guarantees: only replace letters or digits that repeat their class.
    while (taken.has(slot) || !canReplace(chars, slot)) slot = randomIndex(size);
    taken.add(slot);
    chars[slot] = specials[randomIndex(specials.length)] as string;
  }
  return chars.join('');
}

/** True when another character shares the class of the letter or digit at `slot` (a slot not yet taken holds one). */
function canReplace(chars: string[], slot: number): boolean {
  const c = chars[slot] as string;
  const sameClass = [/[a-z]/, /[A-Z]/, /\d/].find((re) => re.test(c)) as RegExp;
  return chars.filter((x, i) => i !== slot && sameClass.test(x)).length > 0;
}
