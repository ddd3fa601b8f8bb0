/**
 * Checks of application key settings, shared by the console (beside the field, before saving) and the
 * server (every save). Plain functions over strings: they run in the browser and in Node alike. Each
 * returns the message of the rule broken, or null.
 */

/** Application types whose clients are native apps (RFC 8252): Desktop 1, Mobile 3. */
export const NATIVE_APPLICATION_TYPES: readonly number[] = [1, 3];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]']);

/**
 * An OAuth / OpenID Connect redirect URI (RFC 6749 §3.1.2, RFC 8252 §7.3, OAuth 2.0 Security BCP):
 * absolute, no fragment, no user info, no wildcards; https, or — for native applications only —
 * http on a loopback IP literal (any port). `localhost` is refused: it may resolve elsewhere.
 */
export function checkRedirectUri(value: string, applicationType: number): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an absolute address.`;
  }
  if (value.includes('*')) return `"${value}" must not contain wildcards.`;
  if (url.hash || value.includes('#')) return `"${value}" must not have a fragment (#…).`;
  if (url.username || url.password) return `"${value}" must not contain a user name or password.`;
  if (url.protocol === 'https:') return url.hostname ? null : `"${value}" has no host.`;
  if (url.protocol === 'http:') {
    if (url.hostname === 'localhost')
      return `"${value}": use the loopback address 127.0.0.1 or [::1] instead of localhost.`;
    if (!LOOPBACK_HOSTS.has(url.hostname)) return `"${value}" must use https (http only on a loopback address).`;
    return NATIVE_APPLICATION_TYPES.includes(applicationType)
      ? null
      : `"${value}": only desktop and mobile applications may redirect to a loopback address; use https.`;
  }
  return `"${value}" must use https.`;
}

/** An OAuth scope token (RFC 6749 §3.3): printable ASCII without space, double quote or backslash. */
export function checkScope(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/.test(value)
    ? null
    : `"${value}" is not a scope (letters, digits and symbols, no spaces, quotes or backslashes).`;
}

/** An https address (gateway front doors, SAML assertion consumer services). */
export function checkHttpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || !url.hostname) return `"${value}" must be an https address.`;
    if (url.username || url.password) return `"${value}" must not contain a user name or password.`;
    return null;
  } catch {
    return `"${value}" must be an https address.`;
  }
}

/** An http or https address (a gateway's upstream may be plain http inside the network). */
export function checkWebUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname)
      return `"${value}" must be an http or https address.`;
    if (url.username || url.password) return `"${value}" must not contain a user name or password.`;
    return null;
  } catch {
    return `"${value}" must be an http or https address.`;
  }
}

/** An absolute URI of any scheme (SAML entity ids are often urn:…). */
export function checkUri(value: string): string | null {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/.test(value) ? null : `"${value}" must be an absolute URI (e.g. https://…).`;
}

/**
 * A distinguished name (RFC 4514): attribute=value pairs separated by commas; values may escape
 * characters with a backslash. Attribute types are names or dotted object identifiers.
 */
export function checkDistinguishedName(value: string): string | null {
  const message = `"${value}" is not a distinguished name (e.g. ou=people,dc=example,dc=com).`;
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && i + 1 < value.length) {
      current += ch + value[i + 1];
      i++;
    } else if (ch === ',') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  for (const part of parts) {
    for (const pair of part.split('+')) {
      const eq = pair.indexOf('=');
      if (eq <= 0) return message;
      const type = pair.slice(0, eq).trim();
      const attributeValue = pair.slice(eq + 1).trim();
      if (!/^([A-Za-z][A-Za-z0-9-]*|\d+(\.\d+)+)$/.test(type) || !attributeValue) return message;
    }
  }
  return null;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(value: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(value) || !value.includes(':')) return false;
  try {
    // The URL parser implements the WHATWG IPv6 grammar (browsers and Node alike).
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** An IPv4 or IPv6 address, optionally with a prefix length (a RADIUS client's address or network). */
export function checkAddressOrRange(value: string): string | null {
  const [address = '', prefix, ...rest] = value.split('/');
  const message = `"${value}" is not an IP address or range (e.g. 10.0.0.5 or 10.0.0.0/24).`;
  if (rest.length) return message;
  const max = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : -1;
  if (max < 0) return message;
  if (prefix === undefined) return null;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max ? null : message;
}

/**
 * A moment as the console sends it: the ExpirationDatePicker's 'YYYY-MM-DD HH:mm:ss' (UTC, §5) or ISO
 * 8601. Returns null for anything else (a bare date, a malformed or impossible moment).
 */
export function parseMoment(value: string): Date | null {
  const picker = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  if (!picker && !iso) return null;
  const date = picker
    ? new Date(Date.UTC(+picker[1]!, +picker[2]! - 1, +picker[3]!, +picker[4]!, +picker[5]!, +picker[6]!))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 2026-02-30 over to March: refuse what does not read back the same.
  if (picker && date.toISOString().slice(0, 19).replace('T', ' ') !== value) return null;
  return date;
}
