import { ApplicationKeyType, type ApplicationKeyTypeValue } from '../entities/enums';
import type { Choice } from '../resources/fields';
import type { FieldProblem } from '../resources/validate';
import {
  checkAddressOrRange,
  checkDistinguishedName,
  checkHttpsUrl,
  checkRedirectUri,
  checkScope,
  checkUri,
  checkWebUrl,
} from './validators';

/**
 * The nine application key types of §4 and what each is: the settings an administrator gives, the
 * credential material the server generates, and which of it is a secret shown once. React-free and
 * schema-free: the console renders its key forms from it, the contract derives the zod schema of each
 * type's settings from it, the server runs `checkKeySettings` on every save.
 */

/** One setting of a key type, as typed by an administrator. */
export interface KeySettingSpec {
  readonly name: string;
  readonly title: string;
  readonly kind: 'text' | 'textList' | 'choice' | 'number' | 'boolean';
  readonly isRequired?: boolean;
  readonly help?: string;
  readonly choices?: readonly Choice<string>[];
  readonly initial?: string | number | boolean | readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** Longest text (each item of a list). @default 2000 */
  readonly maxLength?: number;
  /** Checks one text (each item of a list); the application's type decides native-app rules. */
  readonly check?: (value: string, context: KeyCheckContext) => string | null;
}

export interface KeyCheckContext {
  /** §4 Application type of the key's application. */
  readonly applicationType: number;
}

/** What one key type is. */
export interface KeyTypeInfo {
  readonly type: ApplicationKeyTypeValue;
  readonly title: string;
  /** One sentence: what the key is for and what is generated. */
  readonly summary: string;
  readonly settings: readonly KeySettingSpec[];
  /** Generated secrets shown once at creation and rotation (names of the reply's Secrets). */
  readonly secrets: readonly { readonly name: string; readonly title: string }[];
  /** Whether the key has generated material that a rotation replaces. */
  readonly isRotatable: boolean;
}

const redirectUris: KeySettingSpec = {
  name: 'RedirectUris',
  title: 'Redirect URIs',
  kind: 'textList',
  isRequired: true,
  help: 'One per line. https, or http://127.0.0.1 / http://[::1] for desktop and mobile applications.',
  check: (v, c) => checkRedirectUri(v, c.applicationType),
};
const scopes = (initial: readonly string[]): KeySettingSpec => ({
  name: 'Scopes',
  title: 'Scopes',
  kind: 'textList',
  maxLength: 100,
  initial,
  help: 'One per line: what the client may ask for.',
  check: (v) => checkScope(v),
});

/** Key types in §4 order. */
export const KEY_TYPES: Readonly<Record<ApplicationKeyTypeValue, KeyTypeInfo>> = {
  [ApplicationKeyType.Rest]: {
    type: ApplicationKeyType.Rest,
    title: 'REST API key',
    summary: 'An API key the application sends with each REST call.',
    settings: [],
    secrets: [{ name: 'ApiKey', title: 'API key' }],
    isRotatable: true,
  },
  [ApplicationKeyType.OAuth]: {
    type: ApplicationKeyType.OAuth,
    title: 'OAuth 2.0 client',
    summary: 'A client id and client secret for the OAuth 2.0 authorization code and client credentials flows.',
    settings: [redirectUris, scopes([])],
    secrets: [{ name: 'ClientSecret', title: 'Client secret' }],
    isRotatable: true,
  },
  [ApplicationKeyType.Jwt]: {
    type: ApplicationKeyType.Jwt,
    title: 'JWT signing key',
    summary: 'A key pair that signs the tokens issued to the application; it verifies them with the public JWK.',
    settings: [
      {
        name: 'Algorithm',
        title: 'Algorithm',
        kind: 'choice',
        isRequired: true,
        initial: 'ES256',
        choices: [
          { value: 'ES256', title: 'ES256 (ECDSA P-256)' },
          { value: 'RS256', title: 'RS256 (RSA 2048)' },
          { value: 'EdDSA', title: 'EdDSA (Ed25519)' },
        ],
      },
      {
        name: 'Audience',
        title: 'Audience',
        kind: 'text',
        help: 'The aud claim of the tokens (an absolute URI); empty: the application name.',
        check: checkUri,
      },
    ],
    secrets: [],
    isRotatable: true,
  },
  [ApplicationKeyType.OpenId]: {
    type: ApplicationKeyType.OpenId,
    title: 'OpenID Connect client',
    summary: 'A client id and client secret for OpenID Connect sign-in; the openid scope is always granted.',
    settings: [redirectUris, scopes(['openid', 'profile', 'email'])],
    secrets: [{ name: 'ClientSecret', title: 'Client secret' }],
    isRotatable: true,
  },
  [ApplicationKeyType.Saml]: {
    type: ApplicationKeyType.Saml,
    title: 'SAML 2.0 service provider',
    summary: 'A self-signed signing certificate and the service provider metadata to import elsewhere.',
    settings: [
      { name: 'EntityId', title: 'Entity ID', kind: 'text', isRequired: true, maxLength: 1024, check: checkUri },
      {
        name: 'AcsUrl',
        title: 'Assertion consumer service URL',
        kind: 'text',
        isRequired: true,
        check: checkHttpsUrl,
      },
      {
        name: 'NameIdFormat',
        title: 'Name ID format',
        kind: 'choice',
        isRequired: true,
        initial: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        choices: [
          { value: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress', title: 'E-mail address' },
          { value: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', title: 'Persistent' },
          { value: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified', title: 'Unspecified' },
        ],
      },
    ],
    secrets: [],
    isRotatable: true,
  },
  [ApplicationKeyType.Radius]: {
    type: ApplicationKeyType.Radius,
    title: 'RADIUS client',
    summary: 'A shared secret for a RADIUS client (network access server) at the given address.',
    settings: [
      {
        name: 'ClientAddress',
        title: 'Client address',
        kind: 'text',
        isRequired: true,
        maxLength: 50,
        help: 'The IP address or network (CIDR) the RADIUS requests come from.',
        check: checkAddressOrRange,
      },
    ],
    secrets: [{ name: 'SharedSecret', title: 'Shared secret' }],
    isRotatable: true,
  },
  [ApplicationKeyType.AccessGateway]: {
    type: ApplicationKeyType.AccessGateway,
    title: 'Access gateway',
    summary: 'Publishes an internal web application through the access gateway; people sign in before they reach it.',
    settings: [
      {
        name: 'ExternalUrl',
        title: 'External URL',
        kind: 'text',
        isRequired: true,
        help: 'The https address people open.',
        check: checkHttpsUrl,
      },
      {
        name: 'InternalUrl',
        title: 'Internal URL',
        kind: 'text',
        isRequired: true,
        help: 'Where the gateway forwards signed-in requests.',
        check: checkWebUrl,
      },
      {
        name: 'IdentityHeader',
        title: 'Identity header',
        kind: 'text',
        isRequired: true,
        maxLength: 100,
        initial: 'X-Portcullis-User',
        help: 'The request header that carries the signed-in user name to the application.',
        check: (v) => (/^[A-Za-z0-9-]{1,100}$/.test(v) ? null : `"${v}" is not a header name.`),
      },
    ],
    secrets: [],
    isRotatable: false,
  },
  [ApplicationKeyType.Ldap]: {
    type: ApplicationKeyType.Ldap,
    title: 'LDAP bind account',
    summary: 'A bind DN and secret the application uses to read the directory over LDAP.',
    settings: [
      {
        name: 'BaseDn',
        title: 'Search base',
        kind: 'text',
        isRequired: true,
        maxLength: 500,
        initial: 'ou=people,dc=portcullis',
        help: 'The part of the directory the application may read.',
        check: checkDistinguishedName,
      },
    ],
    secrets: [{ name: 'BindSecret', title: 'Bind secret' }],
    isRotatable: true,
  },
  [ApplicationKeyType.AuthNZ]: {
    type: ApplicationKeyType.AuthNZ,
    title: 'Authorization decisions',
    summary: 'Lets the application ask Portcullis whether a user may do something (authentication and authorization).',
    settings: [
      {
        name: 'Audience',
        title: 'Audience',
        kind: 'text',
        isRequired: true,
        maxLength: 1024,
        help: 'The identifier of the application in decision requests (an absolute URI).',
        check: checkUri,
      },
      {
        name: 'DecisionCacheSeconds',
        title: 'Decision cache (seconds)',
        kind: 'number',
        isRequired: true,
        initial: 60,
        min: 0,
        max: 3600,
        help: 'How long the application may reuse a decision.',
      },
    ],
    secrets: [],
    isRotatable: false,
  },
};

/** The key type, or undefined for a number that is none (own-property lookup). */
export const keyTypeInfo = (type: number): KeyTypeInfo | undefined =>
  Object.prototype.hasOwnProperty.call(KEY_TYPES, type) ? KEY_TYPES[type as ApplicationKeyTypeValue] : undefined;

/** Settings of a new key of `type`, at their initial values. */
export function initialKeySettings(type: number): Record<string, unknown> {
  return Object.fromEntries(
    (keyTypeInfo(type)?.settings ?? []).map((s) => [
      s.name,
      s.initial ?? (s.kind === 'textList' ? [] : s.kind === 'boolean' ? false : s.kind === 'number' ? null : ''),
    ]),
  );
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * Every problem of a key's settings (Field `Settings.{name}`): required values, limits, the type's
 * checks (redirect URIs, scopes, addresses, names …) and the OpenID rule that `openid` is a scope.
 */
export function checkKeySettings(
  type: number,
  settings: Readonly<Record<string, unknown>>,
  context: KeyCheckContext,
): FieldProblem[] {
  const info = keyTypeInfo(type);
  if (!info) return [{ Field: 'KeyType', Message: 'Choose a key type.' }];
  const problems: FieldProblem[] = [];
  const add = (name: string, message: string) => problems.push({ Field: `Settings.${name}`, Message: message });
  for (const spec of info.settings) {
    const value = settings[spec.name];
    if (spec.kind === 'textList') {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      if (spec.isRequired && items.length === 0) add(spec.name, `${spec.title} needs at least one value.`);
      const lower = items.map((i) => String(i).trim().toLowerCase());
      if (new Set(lower).size !== lower.length) add(spec.name, `${spec.title} has the same value twice.`);
      const bad = items.map((i) => spec.check?.(String(i).trim(), context)).find(Boolean);
      if (bad) add(spec.name, bad);
      continue;
    }
    if (isBlank(value)) {
      if (spec.isRequired) add(spec.name, `${spec.title} is required.`);
      continue;
    }
    if (spec.kind === 'number') {
      const n = value as number;
      if (typeof n !== 'number' || !Number.isInteger(n)) add(spec.name, `${spec.title} must be a whole number.`);
      else if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max))
        add(spec.name, `${spec.title} must be between ${spec.min} and ${spec.max}.`);
      continue;
    }
    if (spec.kind === 'choice') {
      if (!spec.choices?.some((c) => c.value === value)) add(spec.name, `Choose a ${spec.title.toLowerCase()}.`);
      continue;
    }
    const message = spec.check?.(String(value).trim(), context);
    if (message) add(spec.name, message);
  }
  if (type === ApplicationKeyType.OpenId) {
    const list = Array.isArray(settings.Scopes) ? (settings.Scopes as string[]) : [];
    if (!list.includes('openid')) add('Scopes', 'An OpenID Connect client needs the openid scope.');
  }
  return problems;
}
