/** A flat record as the API returns it for tree pickers. */
export type TreeSourceRecord = Record<string, unknown>;

/** A node of a tree select (§3: id from a key field, label from Title or Name, a parent link). */
export interface TreeNode {
  id: string;
  label: string;
  parentId: string | null;
  depth: number;
  children: TreeNode[];
  record: TreeSourceRecord;
}

/** Tree select defaults of §9. */
export const TREE_SELECT_DEFAULT_LIMIT = 5;
export const TREE_SELECT_DEFAULT_EXPAND_LEVEL = 3;

/** How to read records into nodes. */
export interface TreeFieldOptions {
  /** Field holding the id. */
  keyField: string;
  /** Field holding the parent's id. @default 'ParentId' */
  parentField?: string;
}

const asId = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The label of a record: Title, else Name, else its id. */
export function treeNodeLabel(record: TreeSourceRecord, id: string): string {
  const title = record['Title'];
  const name = record['Name'];
  if (typeof title === 'string' && title.trim() !== '') return title;
  if (typeof name === 'string' && name.trim() !== '') return name;
  return id;
}

/** Builds a forest from flat records; a node whose parent is absent becomes a root. */
export function buildTree(records: readonly TreeSourceRecord[], options: TreeFieldOptions): TreeNode[] {
  const parentField = options.parentField ?? 'ParentId';
  const nodes = new Map<string, TreeNode>();
  for (const record of records) {
    const id = asId(record[options.keyField]);
    if (id === null || nodes.has(id)) continue;
    nodes.set(id, {
      id,
      label: treeNodeLabel(record, id),
      parentId: asId(record[parentField]),
      depth: 0,
      children: [],
      record,
    });
  }
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== null && node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const seen = new Set<string>();
  const setDepth = (list: TreeNode[], depth: number) => {
    for (const node of list) {
      seen.add(node.id);
      node.depth = depth;
      setDepth(node.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  // Nodes whose parents form a cycle (a → b → a) hang under no root: the first of each such cycle,
  // in record order, becomes a root, so bad data never makes nodes vanish from the picker.
  for (const node of nodes.values()) {
    if (seen.has(node.id)) continue;
    const parent = nodes.get(node.parentId as string) as TreeNode;
    parent.children = parent.children.filter((c) => c !== node);
    roots.push(node);
    setDepth([node], 0);
  }
  return roots;
}

/** Ids of branch nodes expanded initially: `expandLevel` levels of branches (3 opens depths 0, 1 and 2). */
export function initiallyExpandedIds(
  roots: readonly TreeNode[],
  expandLevel = TREE_SELECT_DEFAULT_EXPAND_LEVEL,
): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (node.children.length > 0 && node.depth < expandLevel) ids.add(node.id);
      walk(node.children);
    }
  };
  walk(roots);
  return ids;
}

/** The nodes visible in order, given the expanded ids (for rendering and keyboard navigation). */
export function visibleTreeNodes(roots: readonly TreeNode[], expanded: ReadonlySet<string>): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      out.push(node);
      if (expanded.has(node.id)) walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** Nodes whose label contains `query` (case-insensitive), with their ancestors so the path stays visible. */
export function filterTree(roots: readonly TreeNode[], query: string): TreeNode[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...roots];
  const filterList = (list: readonly TreeNode[]): TreeNode[] =>
    list.flatMap((node) => {
      const children = filterList(node.children);
      return node.label.toLocaleLowerCase().includes(needle) || children.length > 0 ? [{ ...node, children }] : [];
    });
  return filterList(roots);
}
