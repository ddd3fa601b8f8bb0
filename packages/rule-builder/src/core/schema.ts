import type { RuleProperty, RulePropertyType } from './types';

/** How one property is read: from a subject in memory, and as a SQL column (allow-list). */
export interface PropertyBinding {
  type: RulePropertyType;
  /** For SELECT: several values may be held (an array column). */
  isMultiple?: boolean;
  /** Trusted SQL expression of the column, written by the server, never from input. */
  column: string;
}

/** The properties a rule may test, by property name. Anything not listed is refused. */
export type RuleSchema = Readonly<Record<string, PropertyBinding>>;

/** Builds the schema from property definitions and a name → column map. */
export function schemaFromProperties(
  properties: readonly RuleProperty[],
  columns: Readonly<Record<string, string>>,
): RuleSchema {
  const schema: Record<string, PropertyBinding> = {};
  for (const p of properties) {
    const column = columns[p.name];
    if (column) schema[p.name] = { type: p.type, isMultiple: p.options?.multiple ?? false, column };
  }
  return schema;
}

/** Thrown for a rule that cannot be evaluated: incomplete, unknown property or operator, bad value. */
export class RuleValidationError extends Error {
  constructor(
    message: string,
    readonly ruleId: string | null = null,
  ) {
    super(message);
    this.name = 'RuleValidationError';
  }
}
