import { ApplicationKeyType } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { hashSecret } from './key-material';

/** A credential an application presents: an API key alone, or an identifier with its secret. */
export type PresentedCredential =
  | { readonly kind: 'apiKey'; readonly secret: string }
  | { readonly kind: 'client'; readonly clientId: string; readonly secret: string }
  | { readonly kind: 'ldapBind'; readonly bindDn: string; readonly secret: string };

/**
 * The key a presented credential belongs to, when it works now: its hash matches, the key has not
 * expired (a replaced key works until the end its rotation chose, then stops), and its application is
 * enabled. Null otherwise — the caller answers every failure the same way. This is the one check the
 * sign-in endpoints, the access gateway and the LDAP front door use.
 */
export async function verifyCredential(
  db: Queryable,
  credential: PresentedCredential,
): Promise<{ applicationKeyId: string; applicationId: string } | null> {
  const [types, identifier, value] =
    credential.kind === 'apiKey'
      ? [[ApplicationKeyType.Rest], null, null]
      : credential.kind === 'client'
        ? [[ApplicationKeyType.OAuth, ApplicationKeyType.OpenId], 'ClientId', credential.clientId]
        : [[ApplicationKeyType.Ldap], 'BindDn', credential.bindDn];
  const [row] = await db.query<{ application_key_id: string; application_id: string }>(
    `SELECT k.application_key_id, k.application_id FROM application_keys k
       JOIN applications a ON a.application_id = k.application_id AND a.is_enabled
     WHERE k.secret_hash = $1 AND k.key_type = ANY($2::smallint[])
       AND (k.expiration_date IS NULL OR k.expiration_date > now())
       AND ($3::text IS NULL OR k.settings ->> $3::text = $4::text)`,
    [hashSecret(credential.secret), types, identifier, value],
  );
  return row ? { applicationKeyId: row.application_key_id, applicationId: row.application_id } : null;
}
