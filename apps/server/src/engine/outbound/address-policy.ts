import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may connect to when it reaches a configured target (source connection
 * tests, webhooks, provisioning, licence checks): plain functions, no I/O. Deny by default: only
 * global unicast addresses pass; loopback, private, carrier-grade NAT, link-local (the cloud metadata
 * address 169.254.169.254 among them), unique-local, unspecified, multicast, broadcast, reserved and
 * the IPv6 forms that carry an IPv4 address elsewhere (6to4, Teredo, NAT64) are refused unless the
 * operator's allow-list (PORTCULLIS_OUTBOUND_ALLOW) names them. IPv4-mapped IPv6 addresses
 * (::ffff:a.b.c.d, ::a.b.c.d) are judged as the IPv4 address they carry.
 */

/** The operator's allow-list: address ranges and exact host names. */
export interface OutboundAllowList {
  readonly ranges: ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
  readonly hosts: ReadonlySet<string>;
}

export const EMPTY_ALLOW_LIST: OutboundAllowList = { ranges: [], hosts: new Set() };

/** The environment variable the allow-list is read from (named in refusals so operators find it). */
export const OUTBOUND_ALLOW_VARIABLE = 'PORTCULLIS_OUTBOUND_ALLOW';

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/;

/** Words for ipaddr.js ranges that are refused (anything but unicast). */
const RANGE_WORDS: Readonly<Record<string, string>> = {
  loopback: 'a loopback address',
  private: 'a private address',
  carrierGradeNat: 'a carrier-grade NAT address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/** The address, with IPv4-mapped and IPv4-compatible IPv6 forms turned into the IPv4 address they carry. */
function normalised(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/**
 * Why an address is refused by default, in words ("a loopback address"), or null for a global unicast
 * address. `address` must be an IP address (a resolved one); anything else is refused as not an address.
 */
export function refusedAddressKind(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const ip = normalised(address);
  const range = ip.range();
  if (range === 'unicast') return null;
  if (ip.toString() === '169.254.169.254') return 'the cloud metadata address';
  return RANGE_WORDS[range] ?? 'a special-purpose address';
}

/**
 * Reads the allow-list: comma-separated CIDR ranges (10.0.0.0/8, fd00::/8), single addresses
 * (127.0.0.1, ::1) and host names (hr.internal, matched exactly, case-insensitive). Throws with the
 * variable's name on an entry that is none of these.
 */
export function parseOutboundAllowList(text: string | undefined): OutboundAllowList {
  const ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  const hosts = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry.includes('/')) {
      try {
        ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        throw new Error(`${OUTBOUND_ALLOW_VARIABLE}: "${raw.trim()}" is not a valid CIDR range.`);
      }
    } else if (ipaddr.isValid(entry) && !isNonStandardIPv4(entry)) {
      const ip = ipaddr.parse(entry);
      ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    } else if (HOST_NAME.test(entry) && !/^[\d.]+$/.test(entry)) {
      hosts.add(entry.replace(/\.$/, ''));
    } else {
      throw new Error(
        `${OUTBOUND_ALLOW_VARIABLE}: "${raw.trim()}" is neither a CIDR range, an IP address nor a host name.`,
      );
    }
  }
  return { ranges, hosts };
}

/** 2130706433, 0x7f.1, 017700000001: IPv4 spellings other than four decimal parts. */
export function isNonStandardIPv4(text: string): boolean {
  return ipaddr.IPv4.isValid(text) && !ipaddr.IPv4.isValidFourPartDecimal(text);
}

/** Whether the allow-list names `address` (by range) or `host` (by name, as typed). */
export function isAllowListed(allow: OutboundAllowList, host: string, address: string): boolean {
  if (allow.hosts.has(host.trim().toLowerCase().replace(/\.$/, ''))) return true;
  const ip = normalised(address);
  return allow.ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
}

/**
 * Checks every address `host` resolved to: the first one (to connect to, pinned) when all are allowed,
 * else the words of the refusal. A host with one refused address is refused as a whole, so a name that
 * resolves to a public and an internal address cannot be used to reach the internal one.
 */
export function checkResolvedAddresses(
  host: string,
  addresses: readonly string[],
  allow: OutboundAllowList,
): { address: string } | { refusal: string } {
  if (addresses.length === 0) return { refusal: `${host} resolves to no address.` };
  for (const address of addresses) {
    const kind = refusedAddressKind(address);
    if (kind !== null && !isAllowListed(allow, host, address)) {
      const named = host === address ? address : `${host} (${address})`;
      return {
        refusal: `${named} is ${kind}: this server does not connect to internal addresses unless ${OUTBOUND_ALLOW_VARIABLE} names them.`,
      };
    }
  }
  return { address: normalised(addresses[0]!).toString() };
}
