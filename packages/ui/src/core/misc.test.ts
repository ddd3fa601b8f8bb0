import { describe, expect, it } from 'vitest';
import { percentageColorName, readableTextColor, contrastRatio } from './color';
import { addKeyValuePair, normalizeKeyValuePairs } from './keyValue';
import { canSearch, debounceDelays, pickerResultLimits, resolveInputType, timings, withNoneOption } from './search';
import { buildTree, filterTree, initiallyExpandedIds, visibleTreeNodes } from './tree';

describe('percentage colours (§9)', () => {
  it('maps 0-25 pink, 25-50 orange, 50-75 blue, 75-100 green', () => {
    expect([0, 24.9, 25, 49, 50, 74, 75, 100, 140, -3].map(percentageColorName)).toEqual([
      'pink',
      'pink',
      'orange',
      'orange',
      'blue',
      'blue',
      'green',
      'green',
      'green',
      'pink',
    ]);
  });
  it('picks readable text on a branding colour', () => {
    expect(readableTextColor('#ffee00')).toBe('#111418');
    expect(readableTextColor('#102a6b')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});

describe('key-value rules (§5)', () => {
  it('ignores an empty key, rejects duplicates, trims values', () => {
    expect(addKeyValuePair([], { key: '  ', value: 'x' })).toEqual({ status: 'ignored', pairs: [] });
    const added = addKeyValuePair([], { key: ' env ', value: '  prod ' });
    expect(added).toEqual({ status: 'added', pairs: [{ key: 'env', value: 'prod' }] });
    expect(addKeyValuePair(added.pairs, { key: 'env', value: 'dev' }).status).toBe('duplicate');
    expect(addKeyValuePair(added.pairs, { key: 'env', value: 'dev' }, { allowDuplicates: true }).pairs).toHaveLength(2);
  });
  it('normalises lists with the same rules', () => {
    expect(
      normalizeKeyValuePairs([
        { key: 'a', value: ' 1' },
        { key: '', value: '2' },
        { key: 'a', value: '3' },
      ]),
    ).toEqual([{ key: 'a', value: '1' }]);
  });
});

describe('search and input constants (§5, §9)', () => {
  it('needs 3 characters and keeps the debounce and limits of §9', () => {
    expect(canSearch('ab')).toBe(false);
    expect(canSearch(' abc ')).toBe(true);
    expect(debounceDelays).toEqual({ search: 750, objectSearch: 350, table: 300, userSearch: 250 });
    expect(pickerResultLimits).toEqual({ select: 10, search: 5 });
    expect(timings).toMatchObject({
      toastDelay: 5000,
      featureTourTimeout: 30000,
      copyConfirmation: 2000,
      secretRevealCountdown: 9000,
    });
  });
  it('limits input types to those of §5', () => {
    expect(['text', 'email', 'date', 'number', 'password', 'tel', 'url'].map(resolveInputType)).toEqual([
      'text',
      'email',
      'date',
      'number',
      'password',
      'tel',
      'url',
    ]);
    expect(resolveInputType('color')).toBe('text');
  });
  it('prepends -None- when asked', () => {
    expect(withNoneOption(['a'], '-None-', true)).toEqual(['-None-', 'a']);
    expect(withNoneOption(['a'], '-None-', false)).toEqual(['a']);
  });
});

describe('tree (§3, §9)', () => {
  const records = [
    { OrgId: 1, Title: 'Root' },
    { OrgId: 2, Name: 'Sales', ParentId: 1 },
    { OrgId: 3, Title: '', Name: 'EU', ParentId: 2 },
    { OrgId: 4, Title: 'Berlin', ParentId: 3 },
    { OrgId: 5, Title: 'Orphan', ParentId: 99 },
  ];
  const tree = () => buildTree(records, { keyField: 'OrgId' }); // per test: a throw must fail a test, not collection
  it('takes id from the key field, label from Title or Name, and links parents', () => {
    const roots = tree();
    expect(roots.map((r) => r.label)).toEqual(['Root', 'Orphan']);
    expect(roots[0]?.children[0]?.label).toBe('Sales');
    expect(roots[0]?.children[0]?.children[0]?.label).toBe('EU');
    expect(roots[0]?.children[0]?.children[0]?.children[0]?.depth).toBe(3);
  });
  it('expands three levels by default', () => {
    const roots = tree();
    const expanded = initiallyExpandedIds(roots);
    expect([...expanded].sort()).toEqual(['1', '2', '3']);
    expect(visibleTreeNodes(roots, expanded).map((n) => n.label)).toEqual(['Root', 'Sales', 'EU', 'Berlin', 'Orphan']);
    expect(visibleTreeNodes(roots, initiallyExpandedIds(roots, 1)).map((n) => n.label)).toEqual([
      'Root',
      'Sales',
      'Orphan',
    ]);
  });
  it('filters keeping ancestors', () => {
    const roots = tree();
    const filtered = filterTree(roots, 'berl');
    expect(filtered.map((n) => n.label)).toEqual(['Root']);
    expect(visibleTreeNodes(filtered, new Set(['1', '2', '3'])).map((n) => n.label)).toEqual([
      'Root',
      'Sales',
      'EU',
      'Berlin',
    ]);
  });
});
