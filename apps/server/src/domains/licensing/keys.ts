/**
 * The Ed25519 public key licence files are verified with (SPKI PEM). Its private key is held by the
 * licence issuer and is not in this repository; tests sign with the TEST key pair of
 * src/testing/licence-test-keys.ts, which a server trusts only when told to (config.licencePublicKeys).
 */
export const BUILT_IN_LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAgOwJCGvITAwVo6/jyL7ReWOPto6h2LNCF0k1X9Wl7T0=
-----END PUBLIC KEY-----
`;
