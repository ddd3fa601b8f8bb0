import ipaddr from 'ipaddr.js';

/**
 * Network ranges of zone definitions (§4 zones): IPv4 and IPv6 addresses and CIDR ranges, checked the
 * same way in the console form and on the server, and matched against a sign-in's client address.
 * Parsing uses ipaddr.js (the library Express and Fastify read client addresses with). Decisions: IPv4
 * must be four-part decimal (no `127.1` or hex forms); a range must not have host bits set (a typo such
 * as 10.0.0.5/8 is refused with the range it probably meant); a bare address means the one address
 * (/32 or /128); IPv6 zone ids (`%eth0`) are refused; IPv4-mapped IPv6 addresses match IPv4 ranges.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A parsed range: its network address and prefix length. */
export interface NetworkRange {
  readonly address: Address;
  readonly prefix: number;
}

function parseAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes(':') && !text.includes('%') && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

/**
 * Why `text` is not a usable range, or null when it is one. The message names the value, so a list
 * of ranges says which line is wrong.
 */
export function rangeProblem(text: string): string | null {
  const value = text.trim();
  const slash = value.indexOf('/');
  const addressText = slash < 0 ? value : value.slice(0, slash);
  const address = parseAddress(addressText);
  if (!address) return `"${value}" is not an IPv4 or IPv6 address or range.`;
  if (slash < 0) return null;
  const prefixText = value.slice(slash + 1);
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max)
    return `"${value}" has a prefix length outside 0-${max}.`;
  const network = networkOf(address, Number(prefixText));
  if (network.toString() !== address.toString())
    return `"${value}" has host bits set; the range is ${network.toString()}/${prefixText}.`;
  return null;
}

/** The network address of `address` under a prefix length (host bits cleared). */
function networkOf(address: Address, prefix: number): Address {
  const bytes = address.toByteArray();
  const cleared = bytes.map((byte, i) => {
    const bitsHere = Math.max(0, Math.min(8, prefix - i * 8));
    return byte & ((0xff << (8 - bitsHere)) & 0xff);
  });
  return ipaddr.fromByteArray(cleared);
}

/** Parses a range that {@link rangeProblem} accepts (a bare address is its own /32 or /128). */
export function parseRange(text: string): NetworkRange | null {
  if (rangeProblem(text) !== null) return null;
  const value = text.trim();
  const [addressText, prefixText] = value.split('/');
  const address = parseAddress(addressText!)!;
  const prefix = prefixText === undefined ? (address.kind() === 'ipv4' ? 32 : 128) : Number(prefixText);
  return { address, prefix };
}

/**
 * A client address as the server reads it (`request.ip`), or null when it is not one. IPv4-mapped
 * IPv6 (`::ffff:127.0.0.1`, dual-stack sockets) reads as IPv4.
 */
export function parseClientAddress(text: string): Address | null {
  try {
    if (!ipaddr.isValid(text)) return null;
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

/** Whether the client address lies in the range (an IPv4 address never lies in an IPv6 range, and back). */
export function rangeContains(range: NetworkRange, client: Address): boolean {
  if (range.address.kind() !== client.kind()) return false;
  return client.match(range.address, range.prefix);
}

/** Whether `zoneText` is an IANA time zone name this runtime knows. */
export function isTimeZone(zoneText: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zoneText)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zoneText });
    return true;
  } catch {
    return false;
  }
}
