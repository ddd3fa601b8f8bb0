import { createPrivateKey, sign } from 'node:crypto';

/**
 * TEST ONLY. An Ed25519 key pair made for the tests: its private key is public knowledge, so no
 * production server trusts it (the built-in key is domains/licensing/keys.ts). Test servers add the
 * public key to `licencePublicKeys` (testing/test-server.ts).
 */
export const TEST_ONLY_LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEACjSMmXMtXw4M7E5oz/DgN+K29jY8k33Bc+iQpcObn9M=
-----END PUBLIC KEY-----
`;

export const TEST_ONLY_LICENCE_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIAv239xmMfXxaGfa4zKZf9VgcUE8H3RP0Z3zMhr/VJui
-----END PRIVATE KEY-----
`;

/** A licence file (domains/licensing/README.md) of `terms`, signed with the TEST private key or `privateKeyPem`. */
export function signTestLicence(terms: Record<string, unknown>, privateKeyPem = TEST_ONLY_LICENCE_PRIVATE_KEY): string {
  const payload = Buffer.from(JSON.stringify(terms), 'utf8');
  const signature = sign(null, payload, createPrivateKey(privateKeyPem));
  return JSON.stringify(
    { Format: 'portcullis-licence/1', Payload: payload.toString('base64'), Signature: signature.toString('base64') },
    null,
    2,
  );
}
