import { describe, expect, it } from 'vitest';
import { buildTree, filterTree, initiallyExpandedIds, treeNodeLabel, visibleTreeNodes } from './tree';

const labels = (nodes: { label: string }[]) => nodes.map((n) => n.label);

describe('buildTree reads flat records', () => {
  it('makes nodes with id, label, parent, depth, children and the record itself', () => {
    const record = { Id: 7, Title: 'Root' };
    const [root] = buildTree([record, { Id: 8, Title: 'Child', ParentId: 7 }], { keyField: 'Id' });
    expect(root).toMatchObject({ id: '7', label: 'Root', parentId: null, depth: 0, record });
    expect(root!.children).toEqual([
      {
        id: '8',
        label: 'Child',
        parentId: '7',
        depth: 1,
        children: [],
        record: { Id: 8, Title: 'Child', ParentId: 7 },
      },
    ]);
  });
  it('skips records without an id (null, undefined, empty) and keeps the first of a repeated id', () => {
    const roots = buildTree(
      [{ Id: '' }, { Id: null }, { Title: 'no id' }, { Id: 1, Title: 'first' }, { Id: 1, Title: 'second' }],
      { keyField: 'Id' },
    );
    expect(roots.map((r) => [r.id, r.label])).toEqual([['1', 'first']]);
  });
  it('makes a root of a node whose parent is empty, missing or itself', () => {
    const roots = buildTree(
      [
        { Id: 1, Title: 'a', ParentId: '' },
        { Id: 2, Title: 'b', ParentId: 99 },
        { Id: 3, Title: 'c', ParentId: 3 },
      ],
      { keyField: 'Id' },
    );
    expect(labels(roots)).toEqual(['a', 'b', 'c']);
    expect(roots.map((r) => r.parentId)).toEqual([null, '99', '3']);
  });
  it('shows a node that names itself as its parent as a root in its record order, before later roots', () => {
    const roots = buildTree(
      [
        { Id: 1, Title: 'self', ParentId: 1 },
        { Id: 2, Title: 'plain' },
        { Id: 3, Title: 'child', ParentId: 1 },
      ],
      { keyField: 'Id' },
    );
    expect(labels(roots)).toEqual(['self', 'plain']);
    expect(labels(roots[0]!.children)).toEqual(['child']);
    expect(roots[0]!.children[0]!.depth).toBe(1);
  });
  it('reads the parent from another field when told', () => {
    const roots = buildTree(
      [
        { Key: 'r', Title: 'root' },
        { Key: 'c', Title: 'child', Up: 'r', ParentId: 'nope' },
      ],
      { keyField: 'Key', parentField: 'Up' },
    );
    expect(labels(roots[0]!.children)).toEqual(['child']);
  });
  it('keeps nodes whose parents form a cycle, rooting the cycle at its first record', () => {
    const roots = buildTree(
      [
        { Id: 'r', Title: 'root' },
        { Id: 'a', Title: 'a', ParentId: 'b' },
        { Id: 'b', Title: 'b', ParentId: 'a' },
        { Id: 'c', Title: 'c', ParentId: 'b' },
      ],
      { keyField: 'Id' },
    );
    expect(labels(roots)).toEqual(['root', 'a']);
    expect(labels(roots[1]!.children)).toEqual(['b']);
    expect(labels(roots[1]!.children[0]!.children)).toEqual(['c']);
    expect(roots[1]!.children[0]!.children[0]!.depth).toBe(2);
    expect(visibleTreeNodes(roots, new Set(['a', 'b'])).map((n) => n.id)).toEqual(['r', 'a', 'b', 'c']);
  });
});

describe('treeNodeLabel', () => {
  it('takes Title, then Name, then the id, skipping blank or non-text values', () => {
    expect(treeNodeLabel({ Title: 'T', Name: 'N' }, 'id')).toBe('T');
    expect(treeNodeLabel({ Title: '  ', Name: 'N' }, 'id')).toBe('N');
    expect(treeNodeLabel({ Title: 5, Name: 'N' }, 'id')).toBe('N');
    expect(treeNodeLabel({ Name: '  ' }, 'id')).toBe('id');
    expect(treeNodeLabel({ Name: 7 }, 'id')).toBe('id');
    expect(treeNodeLabel({}, 'id')).toBe('id');
  });
});

describe('expanding, showing and filtering', () => {
  // Built per test, not while collecting, so a broken buildTree fails these tests instead of hiding them.
  const sample = () =>
    buildTree(
      [
        { Id: 1, Title: 'Root' },
        { Id: 2, Title: 'Sales', ParentId: 1 },
        { Id: 3, Title: 'Berlin', ParentId: 2 },
        { Id: 4, Title: 'Leaf' },
      ],
      { keyField: 'Id' },
    );
  it('expands only branches above the level, never leaves', () => {
    const roots = sample();
    expect([...initiallyExpandedIds(roots, 2)]).toEqual(['1', '2']);
    expect([...initiallyExpandedIds(roots, 0)]).toEqual([]);
  });
  it('shows children only under expanded nodes', () => {
    const roots = sample();
    expect(labels(visibleTreeNodes(roots, new Set()))).toEqual(['Root', 'Leaf']);
    expect(labels(visibleTreeNodes(roots, new Set(['2'])))).toEqual(['Root', 'Leaf']);
  });
  it('filters case-insensitively on the trimmed query, and keeps everything for a blank one', () => {
    const roots = sample();
    expect(labels(filterTree(roots, '  BERL '))).toEqual(['Root']);
    expect(labels(filterTree(roots, 'leaf'))).toEqual(['Leaf']);
    expect(filterTree(roots, '')).toEqual(roots);
    expect(filterTree(roots, '   ')).toEqual(roots);
    expect(filterTree(roots, '')[0]).toBe(roots[0]);
    expect(filterTree(roots, 'zzz')).toEqual([]);
  });
});
