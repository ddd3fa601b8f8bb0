import { describe, expect, it } from 'vitest';
import { defineResource, designedCalls, field } from '@portcullis/api-client/contract';
import { listSpecOf, toRecord } from './store-sql';

const drawing = defineResource({
  name: 'drawing',
  domain: 'drawings',
  titles: { one: 'Drawing', many: 'Drawings' },
  noun: 'drawing',
  id: 'DrawingId',
  fields: {
    Title: field.title(),
    Notes: field.longText('Notes'),
    Shape: field.json<{ kind: string }>('Shape', { required: true }),
    Preview: field.computed.json<{ kind: string }>('Preview', { sql: "'{}'::jsonb" }),
  },
  titleField: 'Title',
  list: {
    columns: ['Title', 'Notes', 'Preview'],
    unfilterable: ['Notes'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  access: { list: 'P.List', edit: 'P.Edit' },
  calls: designedCalls('/drawing'),
  store: { table: 'drawings', alias: 'd', idColumn: 'drawing_id' },
  audit: { targetType: 'Drawing' },
});

describe('the SQL of a resource', () => {
  it('shows a json value and an unfilterable column, never filtering on them; only json is never sorted', () => {
    const { columns } = listSpecOf(drawing);
    expect(columns.Preview).toMatchObject({ sql: "'{}'::jsonb", sortable: false, filterable: false });
    expect(columns.Notes).toMatchObject({ sql: 'd.notes', filterable: false });
    expect(columns.Notes!.sortable).toBeUndefined();
    expect(columns.Title!.filterable).toBeUndefined();
  });

  it('reads json as stored or as text, and an absent one as null', () => {
    const row = { DrawingId: 'x', Title: 'A', Notes: null, Shape: '{"kind":"circle"}', Preview: { kind: 'dot' } };
    expect(toRecord(drawing, row)).toEqual({
      DrawingId: 'x',
      Title: 'A',
      Notes: null,
      Shape: { kind: 'circle' },
      Preview: { kind: 'dot' },
    });
    expect(toRecord(drawing, { ...row, Preview: null }).Preview).toBeNull();
  });
});
