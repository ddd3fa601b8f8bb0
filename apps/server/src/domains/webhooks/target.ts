import { isIP } from 'node:net';
import { isAllowListed, refusedAddressKind, type OutboundAllowList } from '../../engine/outbound/address-policy';

/**
 * The rules of a webhook's URL, checked when it is saved (the outbound guard checks the resolved
 * address again at every delivery): an absolute https URL, or http only to a host or address the
 * allow-list names (PORTCULLIS_OUTBOUND_ALLOW: receivers inside the network); no user name or password
 * in it (they would be sent as Basic credentials by some clients, and shown on the page); a literal
 * internal address (loopback, private, link-local — the cloud metadata address too) is refused here
 * unless allow-listed, so the mistake is said when saving rather than at the first delivery.
 * Returns the refusal in words, or null.
 */
export function webhookUrlRefusal(text: string, allow: OutboundAllowList): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'Endpoint URL must be an absolute https:// address.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Endpoint URL must be an https:// address.';
  if (url.username || url.password) return 'Endpoint URL must not hold a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) ? host : null;
  const isListed = literal ? isAllowListed(allow, host, host) : allow.hosts.has(host.toLowerCase());
  if (url.protocol === 'http:' && !isListed)
    return 'Endpoint URL must be https://; plain http is only allowed to a host the server is told to reach (PORTCULLIS_OUTBOUND_ALLOW).';
  const kind = literal ? refusedAddressKind(literal) : null;
  if (kind && !isListed)
    return `${host} is ${kind}: this server does not send webhooks to internal addresses unless PORTCULLIS_OUTBOUND_ALLOW names them.`;
  return null;
}

/** The origin a secret belongs to (scheme, host, port), or the text when it is no URL. */
export function webhookOriginOf(text: string): string {
  try {
    return new URL(text.trim()).origin;
  } catch {
    return text.trim();
  }
}
