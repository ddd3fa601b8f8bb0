/** Deepest JSON nesting a request may have (a rule tree of 20 levels needs about 41). */
export const MAX_BODY_DEPTH = 64;

/**
 * Whether `value` nests deeper than `max` levels, walked iteratively so that a document of any depth
 * is measured without recursion (the schema validators and our own walks recurse).
 */
export function isNestedTooDeep(value: unknown, max = MAX_BODY_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return false;
}
