/**
 * Names of the generated response schemas in `components/schemas`. typescript-json-schema names a
 * definition by the type's text (`UserRow`, `PagedData<UserRow>`, `RecordOf<ResourceDefinition<…>>`,
 * `{ResourceDefTypeId:string;}`), while OpenAPI component names must match `^[a-zA-Z0-9._-]+$`. So:
 * - a plain type name stays as it is (`UserRow`);
 * - a generic instance joins its head and the names of its named arguments with `_`
 *   (`PagedData<UserRow>` → `PagedData_UserRow`, `Record<string,PasswordPolicy>` → `Record_string_PasswordPolicy`);
 * - a resource record (`RecordOf<ResourceDefinition<Fields, "XId", …>>`) is `XRecord`, after the id
 *   field that the resource definition names (`ResourceDefTypeRecord`);
 * - an object literal type (`{ResourceDefTypeId:string;}`) has no name: it is inlined where it is used.
 * A name that two different types would share gets a numeric suffix (`Pick_Rule`, `Pick_Rule_2`).
 */

/** A type's text split into its head and top-level type arguments: `A<B,C<D>>` → `A`, [`B`, `C<D>`]. */
export function splitTypeText(text: string): { head: string; args: string[] } {
  const open = text.indexOf('<');
  if (open < 0 || !text.endsWith('>')) return { head: text, args: [] };
  const inner = text.slice(open + 1, -1);
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (quote) {
      if (ch === quote && inner[i - 1] !== '\\') quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '<' || ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '>' || ch === '}' || ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      args.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  args.push(inner.slice(start));
  return { head: text.slice(0, open), args };
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The component name of a definition's type text, or null for an anonymous type that is inlined. */
export function componentNameOf(typeText: string): string | null {
  if (IDENTIFIER.test(typeText)) return typeText;
  const { head, args } = splitTypeText(typeText);
  if (!IDENTIFIER.test(head) || args.length === 0) return null;
  if (head === 'RecordOf') return resourceRecordName(args[0]!);
  const argNames = args.map((arg) => (arg === 'string' || arg === 'number' ? arg : componentNameOf(arg)));
  return [head, ...argNames.filter((name): name is string => name !== null)].join('_');
}

/** `ResourceDefinition<Fields,"XId",…>&{…}` → `XRecord`; null when the id field is not there to read. */
function resourceRecordName(definitionText: string): string | null {
  const definition = definitionText.split('>&{')[0]! + '>';
  const { head, args } = splitTypeText(definition);
  const idField = /^"([A-Za-z0-9_]+)"$/.exec(args[1] ?? '')?.[1];
  if (head !== 'ResourceDefinition' || !idField) return null;
  return `${idField.replace(/Id$/, '')}Record`;
}

/**
 * Component names for every definition, in the generator's order: the same text always gets the
 * same name; two texts that would share a name are told apart by a suffix.
 */
export function assignComponentNames(typeTexts: readonly string[]): Map<string, string | null> {
  const names = new Map<string, string | null>();
  const taken = new Set<string>();
  for (const text of typeTexts) {
    if (names.has(text)) continue;
    const base = componentNameOf(text);
    if (base === null) {
      names.set(text, null);
      continue;
    }
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    names.set(text, name);
  }
  return names;
}
