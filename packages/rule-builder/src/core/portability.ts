import { operatorsFor } from './operators';
import { findNode, validateTree } from './reducer';
import { schemaFromProperties } from './schema';
import type { RuleGroup, RuleNode, RuleProperty } from './types';

/** The `format` a rule file carries, so a later shape can be told apart and read differently. */
export const RULE_FILE_FORMAT = 'portcullis.rule/1';
/** Deepest and widest trees a file may hold (the server's limits: 20 levels, 200 entries a group). */
const MAX_DEPTH = 20;
const MAX_ENTRIES = 200;

/** A rule as a file: its tree with the names that identify it, for an auditor or another console. */
export interface RuleFile {
  format: typeof RULE_FILE_FORMAT;
  name?: string;
  title?: string;
  tree: RuleGroup;
}

/** The rule as indented JSON, ready to download or paste into another console's import. */
export function exportRuleJson(tree: RuleGroup, about: { name?: string; title?: string } = {}): string {
  const file: RuleFile = { format: RULE_FILE_FORMAT, ...about, tree };
  return JSON.stringify(file, null, 2);
}

export type RuleImport = { tree: RuleGroup; name?: string; title?: string; problems: [] } | { problems: string[] };

/**
 * Reads a rule file (or a bare tree) and checks it against the properties this console offers and
 * their operator tables, naming each problem by the rule's position as the builder shows it ("Rule
 * 1.2: unknown property …"). Nothing is returned to load unless every rule is usable.
 */
export function importRuleJson(text: string, properties: readonly RuleProperty[]): RuleImport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [`The text is not JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const file = isObject(parsed) && 'tree' in parsed ? parsed : { format: RULE_FILE_FORMAT, tree: parsed };
  if (file.format !== RULE_FILE_FORMAT)
    return { problems: [`Unknown rule format "${String(file.format)}"; this console reads ${RULE_FILE_FORMAT}.`] };
  const shapeProblems: string[] = [];
  const tree = readNode(file.tree, '1', 1, shapeProblems);
  if (!tree || !tree.group)
    return { problems: shapeProblems.length ? shapeProblems : ['The rule must start with a group.'] };
  if (shapeProblems.length) return { problems: shapeProblems };

  const byName = new Map(properties.map((p) => [p.name, p]));
  const schema = schemaFromProperties(properties, Object.fromEntries(properties.map((p) => [p.name, p.name])));
  const positions = positionsOf(tree);
  const problems = validateTree(tree, schema).map(({ ruleId, message }) => {
    const leaf = ruleId ? findNode(tree, ruleId) : null;
    const property = leaf && !leaf.group && leaf.property ? byName.get(leaf.property) : undefined;
    const takes =
      property && message.includes('does not apply')
        ? ` ${property.title} takes: ${operatorsFor(property.type, property.options?.multiple)
            .map((o) => o.title)
            .join(', ')}.`
        : '';
    return `Rule ${(ruleId && positions.get(ruleId)) ?? '?'}: ${message}${takes}`;
  });
  if (problems.length) return { problems };
  return {
    tree,
    problems: [],
    ...(typeof file.name === 'string' ? { name: file.name } : {}),
    ...(typeof file.title === 'string' ? { title: file.title } : {}),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** Copies a node, keeping only the fields a tree has; fresh ids where the file's are missing or repeated. */
function readNode(
  value: unknown,
  position: string,
  depth: number,
  problems: string[],
  seen = new Set<string>(),
): RuleNode | null {
  const where = position === '1' ? 'The rule' : `Rule ${position}`;
  if (!isObject(value) || typeof value.group !== 'boolean') {
    problems.push(`${where} is neither a rule nor a group.`);
    return null;
  }
  const id = typeof value.id === 'string' && value.id && !seen.has(value.id) ? value.id : `imported-${position}`;
  seen.add(id);
  if (!value.group) {
    return {
      id,
      group: false,
      propertygroup: textOrNull(value.propertygroup),
      property: textOrNull(value.property),
      operator: textOrNull(value.operator),
      value: value.value ?? null,
    };
  }
  if (depth > MAX_DEPTH) {
    problems.push(`${where} nests deeper than ${MAX_DEPTH} levels.`);
    return null;
  }
  const children = Array.isArray(value.rules) ? value.rules : [];
  if (children.length > MAX_ENTRIES) problems.push(`${where} holds more than ${MAX_ENTRIES} entries.`);
  const rules = children
    .slice(0, MAX_ENTRIES)
    .map((child, i) => readNode(child, `${position}.${i + 1}`, depth + 1, problems, seen))
    .filter((n): n is RuleNode => n !== null);
  return {
    id,
    group: true,
    type: value.type === 'OR' ? 'OR' : 'AND',
    ...(typeof value.label === 'string' ? { label: value.label } : {}),
    rules,
    ...(depth === 1 ? { disableremove: true } : {}),
  };
}

/** "1.2.1"-style positions by id, as the builder names its rules. */
function positionsOf(tree: RuleGroup): Map<string, string> {
  const positions = new Map<string, string>();
  const walk = (node: RuleNode, position: string) => {
    positions.set(node.id, position);
    if (node.group) node.rules.forEach((child, i) => walk(child, `${position}.${i + 1}`));
  };
  walk(tree, '1');
  return positions;
}
