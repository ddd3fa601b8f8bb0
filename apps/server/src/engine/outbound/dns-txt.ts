import { Resolver } from 'node:dns/promises';

/**
 * DNS questions the server asks on an administrator's behalf (verifying a custom sign-in domain's TXT
 * record, issue 28). They live beside the outbound guard, the one place the server reaches the network
 * from (outbound-only.test.ts): a TXT question carries no secret and reaches only the resolvers the
 * system or PORTCULLIS_DNS_SERVERS names, each bounded in time and tries.
 */
const DNS_TIMEOUT_MS = 3_000;
const DNS_TRIES = 2;

/** What a TXT look-up found: the record's strings, none, or that DNS could not be asked. */
export type TxtLookup = { kind: 'found'; values: string[] } | { kind: 'none' } | { kind: 'unreachable' };

/**
 * The TXT strings at `name` (each record's chunks joined, RFC 7208 §3.3). No such name or no TXT record
 * is 'none'; a refused, failed or timed-out question is 'unreachable' — both leave the domain unverified.
 */
export async function lookUpTxt(name: string, servers: readonly string[] | undefined): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
  if (servers?.length) resolver.setServers([...servers]);
  try {
    const records = await resolver.resolveTxt(name);
    return { kind: 'found', values: records.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'ENODATA' || code === 'ENOTFOUND' ? { kind: 'none' } : { kind: 'unreachable' };
  }
}
