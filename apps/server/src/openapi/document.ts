import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  listCalls,
  SESSION_COOKIE,
  type AnyCall,
  type ContractTable,
} from '@portcullis/api-client/contract';
import { RESPONSE_COMPONENTS, successSchemaOf } from './response-envelopes';

/**
 * The OpenAPI 3.1 document of the contract table: one operation per call, its request schemas from
 * the call's zod schemas (as the server validates them), its permission in the description, and the
 * envelope every reply carries. The table is the only source: a call added there is documented here.
 *
 * Decisions where the contract has no runtime schema:
 * - `Data` of a success reply is typed in TypeScript only (`responds<T>()`): its schema is generated
 *   from that type at build time (generate-response-schemas.ts), its named types become
 *   `components/schemas`, and each operation's 200 reply is the envelope with that `Data`.
 * - A path with an optional parameter (`/group/GroupDef/:id?`) is two paths: without it, and with
 *   it required (`operationId` suffixed `.byId`), since OpenAPI path parameters are always required.
 */
export function openApiDocument(table: ContractTable, version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const [domain, name, call] of listCalls(table)) {
    for (const variant of pathVariants(call.path)) {
      const operation = operationOf(domain, name, call, variant);
      const byPath = (paths[variant.path] ??= {}) as Record<string, ZodOpenApiOperationObject>;
      byPath[call.method.toLowerCase()] = operation;
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Portcullis API',
      version,
      description:
        'The calls of the Portcullis console, generated from its contract table. Every reply is an envelope ' +
        '(`Success`, `Title`, `Message`, `Data`, `Errors`). Sign in with `POST /account/login`; the session ' +
        `cookie \`${SESSION_COOKIE}\` then identifies you. State-changing calls need the header ` +
        `\`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`.`,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(listCalls(table).map(([domain]) => domain))].map((domain) => ({
      name: domain,
      description: `Calls of the ${domain} domain.`,
    })),
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie.' },
      },
      schemas: { Envelope: EnvelopeSchema, ...RESPONSE_COMPONENTS },
      responses: Object.fromEntries(
        Object.entries(FAILURES).map(([status, description]) => [
          `Failure${status}`,
          { description, content: { 'application/json': { schema: EnvelopeSchema } } },
        ]),
      ),
    },
    paths,
  });
}

const EnvelopeSchema = z
  .object({
    Success: z.boolean(),
    Title: z.string().nullable().optional(),
    Message: z.string().nullable().optional(),
    Data: z.unknown().describe('The reply of the call; null on failures.'),
    Errors: z
      .array(z.object({ Message: z.string(), Field: z.string().optional() }))
      .optional()
      .describe('What was wrong, per request field where there is one.'),
  })
  .meta({ id: 'Envelope', description: 'The reply of every call (spec §3, §7, §8).' });

const FAILURES = {
  400: 'The request is malformed or breaks a rule: the envelope says which field and why; nothing changed.',
  401: 'Not signed in, or the session ended.',
  403: 'Signed in without the permission the call needs, or a write without the CSRF header.',
  404: 'No such record.',
  409: 'The write conflicts with a stored record (a name already taken).',
  429: 'Too many failed sign-ins from this address: try again after the Retry-After seconds.',
} as const;

interface PathVariant {
  path: string;
  /** The optional parameter this variant drops, or requires. */
  optional?: { name: string; isPresent: boolean };
}

/** `:name` becomes `{name}`; a trailing `:name?` yields the path without it and the path with it. */
export function pathVariants(path: string): PathVariant[] {
  const optional = /\/:([A-Za-z0-9_]+)\?$/.exec(path);
  const openApi = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  if (!optional) return [{ path: openApi(path) }];
  const name = optional[1]!;
  return [
    { path: openApi(path.slice(0, optional.index)) || '/', optional: { name, isPresent: false } },
    { path: openApi(path.slice(0, -1)), optional: { name, isPresent: true } },
  ];
}

/** Who may make the call, in words. */
export function accessText(call: AnyCall): string {
  const access = call.access;
  switch (access.kind) {
    case 'public':
      return 'Anyone, signed in or not.';
    case 'signedIn':
      return 'Any signed-in user.';
    case 'permission':
      return `Needs the permission \`${access.permission}\`.`;
    case 'request':
      return `Needs a permission that depends on the request, one of: ${access.permissions.map((p) => `\`${p}\``).join(', ')}.`;
  }
}

function operationOf(domain: string, name: string, call: AnyCall, variant: PathVariant): ZodOpenApiOperationObject {
  const isPublic = call.access.kind === 'public';
  const isWrite = call.method !== 'GET';
  const params = pathParams(call, variant);
  const statuses = [
    400,
    ...(isPublic ? [] : [401, 403]),
    ...(isPublic && isWrite ? [403] : []),
    ...(params ? [404] : []),
    ...(call.isWrite ? [409] : []),
    ...(call.path.startsWith('/account/login') ? [429] : []),
  ];
  const notes = [
    accessText(call),
    call.isWrite ? 'Writes an audit entry when it succeeds.' : null,
    call.grants ? 'Confers or manages access: refused for anything beyond what the caller holds.' : null,
  ].filter(Boolean);
  return {
    operationId: `${domain}.${name}${variant.optional?.isPresent ? '.byId' : ''}`,
    tags: [domain],
    summary: call.summary.length > 120 ? `${call.summary.slice(0, 117)}...` : call.summary,
    description: [call.summary, ...notes].join('\n\n'),
    ...(isPublic ? { security: [] } : {}),
    requestParams: {
      ...(params ? { path: params } : {}),
      ...(call.query ? { query: call.query as never } : {}),
      ...(isWrite ? { header: z.object({ [CSRF_HEADER]: z.literal(CSRF_HEADER_VALUE) }) } : {}),
    },
    ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: call.body } } } } : {}),
    responses: {
      200: call.isFile
        ? {
            description: 'The file (CSV or spreadsheet); refusals are envelopes.',
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          }
        : {
            description: 'Done: the envelope carries the reply in Data.',
            content: { 'application/json': { schema: successSchemaOf(`${domain}.${name}`) } },
          },
      ...Object.fromEntries(
        [...new Set(statuses)].map((status) => [status, { $ref: `#/components/responses/Failure${status}` }]),
      ),
    },
  } as ZodOpenApiOperationObject;
}

/** The path parameters of one variant: the optional one dropped, or made required. */
function pathParams(call: AnyCall, variant: PathVariant): z.ZodObject | undefined {
  if (!(call.params instanceof z.ZodObject)) return undefined;
  const optional = variant.optional;
  if (!optional) return call.params;
  if (!optional.isPresent) {
    const rest = call.params.omit({ [optional.name]: true } as never);
    return Object.keys(rest.shape).length ? rest : undefined;
  }
  return call.params.required();
}
