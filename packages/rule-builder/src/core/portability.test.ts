import { describe, expect, it } from 'vitest';
import { exportRuleJson, importRuleJson, RULE_FILE_FORMAT } from './portability';
import { operatorsFor } from './operators';
import type { RuleGroup, RuleProperty } from './types';

const property = (name: string, title: string, type: RuleProperty['type']): RuleProperty => ({
  name,
  title,
  type,
  propertygroup: 'User',
  operators: operatorsFor(type).map((o) => ({ name: o.name, title: o.title })),
});
const properties = [property('UserName', 'User Name', 'STRING'), property('IsEnabled', 'Enabled', 'BOOLEAN')];
const tree: RuleGroup = {
  id: 'root',
  group: true,
  type: 'AND',
  disableremove: true,
  rules: [
    { id: 'a', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: 'adm' },
    {
      id: 'g',
      group: true,
      type: 'OR',
      rules: [{ id: 'b', group: false, propertygroup: 'User', property: 'IsEnabled', operator: 'is', value: true }],
    },
  ],
};

describe('rule files', () => {
  it('round-trips a rule with its names through JSON', () => {
    const text = exportRuleJson(tree, { name: 'admins', title: 'Admins' });
    expect(JSON.parse(text).format).toBe(RULE_FILE_FORMAT);
    expect(importRuleJson(text, properties)).toEqual({ tree, name: 'admins', title: 'Admins', problems: [] });
  });

  it('reads a bare tree too, dropping fields a tree does not have', () => {
    const bare = { ...tree, extra: 'x', rules: [{ ...tree.rules[0], script: 'alert(1)' }] };
    const result = importRuleJson(JSON.stringify(bare), properties);
    expect(result.problems).toEqual([]);
    expect('tree' in result && result.tree.rules[0]).toEqual(tree.rules[0]);
  });

  it('names unknown properties and operators by position, with the operators the property takes', () => {
    const wrong: RuleGroup = {
      ...tree,
      rules: [
        { id: 'a', group: false, propertygroup: 'User', property: 'Salary', operator: 'greater', value: 1 },
        {
          id: 'g',
          group: true,
          type: 'OR',
          rules: [
            { id: 'b', group: false, propertygroup: 'User', property: 'UserName', operator: 'bigger', value: 'x' },
          ],
        },
      ],
    };
    const { problems } = importRuleJson(exportRuleJson(wrong), properties);
    expect(problems[0]).toBe('Rule 1.1: Unknown property "Salary".');
    expect(problems[1]).toMatch(
      /^Rule 1\.2\.1: "bigger" does not apply to STRING properties\. User Name takes: equals, /,
    );
  });

  it('refuses text that is not JSON, another format, a non-group root and repeated ids', () => {
    expect(importRuleJson('{', properties).problems[0]).toMatch(/^The text is not JSON/);
    expect(importRuleJson(JSON.stringify({ format: 'other/2', tree }), properties).problems).toEqual([
      `Unknown rule format "other/2"; this console reads ${RULE_FILE_FORMAT}.`,
    ]);
    expect(importRuleJson(JSON.stringify(tree.rules[0]), properties).problems).toEqual([
      'The rule must start with a group.',
    ]);
    const repeated = { ...tree, rules: [tree.rules[0], tree.rules[0]] };
    const result = importRuleJson(JSON.stringify(repeated), properties);
    expect('tree' in result && new Set(result.tree.rules.map((r) => r.id)).size).toBe(2);
  });

  it('refuses trees deeper than the server accepts', () => {
    let deep: RuleGroup = { id: 'leaf', group: true, type: 'AND', rules: [] };
    for (let i = 0; i < 21; i++) deep = { id: `g${i}`, group: true, type: 'AND', rules: [deep] };
    expect(importRuleJson(JSON.stringify(deep), properties).problems[0]).toMatch(/nests deeper than 20 levels/);
  });
});
