import { describe, expect, it } from 'vitest';
import { saveSchema } from '../contract/resource-calls';
import { defineResource, designedCalls, formFieldNames } from './define';
import { field } from './fields';
import { checkFieldValue, checkSaveInput } from './validate';
import { automationRuleResource, ruleActionsProblem } from './definitions/automation-rule';

interface Shape {
  kind: string;
  sides?: number;
}
const shapeProblem = (value: unknown) =>
  (value as Shape).kind === 'polygon' && !(value as Shape).sides ? 'A polygon needs its sides.' : null;

const drawing = defineResource({
  name: 'drawing',
  domain: 'drawings',
  titles: { one: 'Drawing', many: 'Drawings' },
  noun: 'drawing',
  id: 'DrawingId',
  fields: {
    Title: field.title(),
    Shape: field.json<Shape>('Shape', { required: true, check: shapeProblem, initial: { kind: 'circle' } }),
    Notes: field.itemList<string>('Notes', { check: () => null, notStored: true, sql: "'[]'::jsonb" }),
    Preview: field.computed.json<Shape>('Preview', { sql: "'{}'::jsonb" }),
  },
  titleField: 'Title',
  list: { columns: ['Title', 'Preview'], unfilterable: ['Title'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'P.List', edit: 'P.Edit' },
  calls: designedCalls('/drawing'),
  store: { table: 'drawings', alias: 'd', idColumn: 'drawing_id' },
  audit: { targetType: 'Drawing' },
});

describe('json fields of resource definitions', () => {
  it('are checked by their check, and required when they say so', () => {
    const f = drawing.fields.Shape;
    expect(f.kind).toBe('json');
    expect(checkFieldValue(f, { kind: 'circle' })).toBeNull();
    expect(checkFieldValue(f, { kind: 'polygon' })).toBe('A polygon needs its sides.');
    expect(checkFieldValue(f, null)).toBe('Shape is required.');
    expect(checkSaveInput(drawing, { Title: 'A', Shape: { kind: 'polygon' } }, true)).toEqual([
      { Field: 'Shape', Message: 'A polygon needs its sides.' },
    ]);
  });

  it('are objects in the derived save body; computed ones stay out of the form', () => {
    const schema = saveSchema(drawing);
    expect(schema.safeParse({ Title: 'A', Shape: { kind: 'circle' } }).success).toBe(true);
    expect(schema.safeParse({ Title: 'A', Shape: 'circle' }).success).toBe(false);
    expect(formFieldNames(drawing)).toEqual(['Title', 'Shape', 'Notes']);
    expect(drawing.fields.Notes.sql).toBe("'[]'::jsonb");
    expect(drawing.fields.Notes.isNotStored).toBe(true);
  });
});

describe('the automation rule definition', () => {
  it("checks a rule's actions as the contract does", () => {
    const group = '6f1c1a52-56c2-4a54-8d4c-0d1e2a3b4c5d';
    expect(ruleActionsProblem([{ On: 'Enter', Kind: 'AddToGroup', TargetId: group }])).toBeNull();
    expect(ruleActionsProblem([{ On: 'Enter', Kind: 'AddToGroup', TargetId: null }])).toBe('Choose the group.');
    expect(ruleActionsProblem([{ On: 'Enter', Kind: 'DisableUser', TargetId: group }])).toBe(
      'This action takes no target.',
    );
    const twice = { On: 'Leave', Kind: 'DisableUser', TargetId: null };
    expect(ruleActionsProblem([twice, twice])).toBe('The same action is listed twice.');
  });

  it('binds to the spec calls of §7 Rules and edits only what a rule editor writes', () => {
    expect(Object.values(automationRuleResource.calls).map((c) => c.path)).toEqual([
      '/rules/list',
      '/rules/get/:id',
      '/rules/index',
      '/rules/delete/:id',
    ]);
    expect(formFieldNames(automationRuleResource)).toEqual(['Title', 'Name', 'IsEnabled', 'Tree', 'Actions']);
    expect(checkFieldValue(automationRuleResource.fields.Tree, automationRuleResource.fields.Tree.initial)).toBeNull();
  });
});
