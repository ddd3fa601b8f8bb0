import type { oas31 } from 'zod-openapi';
// Generated from the contract's TypeScript types by generate-response-schemas.ts; a test fails when stale.
import responseSchemas from './response-schemas.generated.json' with { type: 'json' };

type SchemaObject = oas31.SchemaObject;
type ReferenceObject = oas31.ReferenceObject;

/** The named types that success replies reference, for `components/schemas`. */
export const RESPONSE_COMPONENTS = responseSchemas.schemas as unknown as Record<string, SchemaObject>;

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' } as const;

/**
 * The schema of a call's success reply: the envelope with `Success` true and `Data` as the call's
 * TypeScript type says (`Data` may be left out where it is null). A call whose `Data` the generator could not read (its domain's types are
 * loose, see generate-response-schemas.ts) keeps the plain envelope and says so.
 */
export function successSchemaOf(operationId: string): SchemaObject | ReferenceObject {
  const data = (responseSchemas.calls as unknown as Record<string, SchemaObject | undefined>)[operationId];
  if (!data || Object.keys(data).length === 0) return ENVELOPE_REF;
  return {
    allOf: [ENVELOPE_REF],
    type: 'object',
    properties: { Success: { const: true }, Data: data },
    required: ['Success'],
  };
}

/** Whether the document describes the call's `Data`. */
export const hasDataSchema = (operationId: string): boolean => successSchemaOf(operationId) !== ENVELOPE_REF;
