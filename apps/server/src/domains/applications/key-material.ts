import 'reflect-metadata';
import { createHash, randomBytes, randomInt, randomUUID, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { ApplicationKeyType, keyTypeInfo, type KeySecret } from '@portcullis/api-client/contract';
import { seal } from '../../engine/secrets/secrets';

// @peculiar/x509 uses the Web Crypto API; Node's implementation is the one to use.
x509.cryptoProvider.set(webcrypto as unknown as Crypto);

/**
 * Credential material of application keys, generated with node:crypto, `jose` (JWK, key pairs) and
 * `@peculiar/x509` (certificates). What a key holder presents back (API key, client secret, bind
 * secret) is kept only as its SHA-256 (the secrets are 256 random bits, so a fast hash is enough and
 * lets a presented secret be found by index); what the server itself must use later (private keys,
 * the RADIUS shared secret, which RADIUS needs in clear to sign its replies) is sealed with the
 * server's key. Secrets leave the server once, in the reply that creates them.
 */

/** What a new key stores and shows. */
export interface KeyMaterial {
  /** Public material merged into the key's settings (client id, JWK, certificate …). */
  readonly settings: Record<string, unknown>;
  readonly secretHash: string | null;
  readonly secretHint: string | null;
  readonly sealedSecret: string | null;
  /** Secrets for the one reply that shows them. */
  readonly secrets: KeySecret[];
  /** The certificate's end, which the key's expiration must not pass (SAML). */
  readonly notAfter: Date | null;
}

/** What the generation needs to know about the key's application and the key. */
export interface MaterialInput {
  readonly keyType: number;
  readonly applicationName: string;
  readonly applicationTitle: string;
  readonly settings: Readonly<Record<string, unknown>>;
  /** When the key expires (null: never); certificates end then (or after two years). */
  readonly expiration: Date | null;
  /** A rotation keeps the client id and bind DN of the key it replaces. */
  readonly previousSettings?: Readonly<Record<string, unknown>>;
}

/** SHA-256 of a presented secret, hex (how secrets are stored and looked up). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A random token of `bytes` bytes, base64url. */
const token = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A RADIUS shared secret: letters and digits only (many network devices refuse other characters). */
function radiusSecret(length = 32): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A certificate without an expiration date lasts two years (as common identity providers issue them). */
export const DEFAULT_CERTIFICATE_YEARS = 2;

function held(title: string, name: string, value: string, sealKey?: Buffer) {
  return {
    secretHash: sealKey ? null : hashSecret(value),
    sealedSecret: sealKey ? seal(sealKey, value) : null,
    secretHint: value.slice(-4),
    secrets: [{ Name: name, Title: title, Value: value }],
  };
}

async function jwtMaterial(input: MaterialInput, key: Buffer) {
  const alg = String(input.settings.Algorithm ?? 'ES256');
  const pair = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' ? { modulusLength: 2048 } : {}) });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    settings: { PublicJwk: { ...publicJwk, kid, alg, use: 'sig' } },
    secretHash: null,
    secretHint: null,
    sealedSecret: seal(key, await exportPKCS8(pair.privateKey)),
    secrets: [],
    notAfter: null,
  };
}

const RSA_SIGNING = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
} as const;

/** Escapes a value for an X.500 name (RFC 4514). */
const rdnValue = (v: string) => v.replace(/([,+"\\<>;=])/g, '\\$1').replace(/^([ #])/, '\\$1');

async function samlMaterial(input: MaterialInput, key: Buffer) {
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = input.expiration ?? new Date(Date.now() + DEFAULT_CERTIFICATE_YEARS * 365.25 * 24 * 3600 * 1000);
  const keys = (await webcrypto.subtle.generateKey(RSA_SIGNING, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(16)
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    name: `CN=${rdnValue(input.applicationTitle.slice(0, 60))} SAML signing, O=Portcullis`,
    notBefore,
    notAfter,
    signingAlgorithm: RSA_SIGNING,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    ],
  });
  const privateKey = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    settings: {
      Certificate: certificate.toString('pem'),
      CertificateNotAfter: certificate.notAfter.toISOString(),
      CertificateThumbprint: Buffer.from(await certificate.getThumbprint('SHA-256')).toString('hex'),
    },
    secretHash: null,
    secretHint: null,
    sealedSecret: seal(key, privateKey),
    secrets: [],
    notAfter: certificate.notAfter,
  };
}

/**
 * Generates the material of a new (or rotated) key of `input.keyType`, sealing with `key`. Types that
 * are settings only (access gateway, authorization decisions) get none.
 */
export async function generateKeyMaterial(input: MaterialInput, key: Buffer): Promise<KeyMaterial> {
  const info = keyTypeInfo(input.keyType);
  if (!info) throw new Error(`Unknown key type ${input.keyType}.`);
  const none = { settings: {}, secretHash: null, secretHint: null, sealedSecret: null, secrets: [], notAfter: null };
  const title = info.secrets[0]?.title ?? '';
  switch (input.keyType) {
    case ApplicationKeyType.Rest:
      return { ...none, ...held(title, 'ApiKey', `pck_${token()}`) };
    case ApplicationKeyType.OAuth:
    case ApplicationKeyType.OpenId: {
      const clientId = String(input.previousSettings?.ClientId ?? randomUUID());
      return { ...none, settings: { ClientId: clientId }, ...held(title, 'ClientSecret', token()) };
    }
    case ApplicationKeyType.Jwt:
      return jwtMaterial(input, key);
    case ApplicationKeyType.Saml:
      return samlMaterial(input, key);
    case ApplicationKeyType.Radius:
      return { ...none, ...held(title, 'SharedSecret', radiusSecret(), key) };
    case ApplicationKeyType.Ldap: {
      const bindDn = String(
        input.previousSettings?.BindDn ??
          `cn=${rdnValue(input.applicationName)}-${randomBytes(3).toString('hex')},ou=applications,dc=portcullis`,
      );
      return { ...none, settings: { BindDn: bindDn }, ...held(title, 'BindSecret', token()) };
    }
    default:
      return none;
  }
}
