import { describe, expect, it } from 'vitest';
import { defineResource, designedCalls, field, userResource } from '@portcullis/api-client/contract';
import { compilePaging } from '../lists/paging';
import { countOptions, keysFromOf, listSelectOf, listSpecOf, toListRow, toRecord } from './store-sql';

const cache = { listCounts: {} as never };

const plain = defineResource({
  name: 'plainThing',
  domain: 'plainThings',
  titles: { one: 'Thing', many: 'Things' },
  noun: 'thing',
  id: 'ThingId',
  fields: {
    Title: field.title(),
    Note: field.text('Note'),
    OwnerTitle: field.computed.text('Owner', { sql: 'o.title' }),
  },
  titleField: 'Title',
  list: { columns: ['Title', 'Note', 'OwnerTitle'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'P.List', edit: 'P.Edit' },
  calls: {},
  store: { table: 'things', alias: 't', idColumn: 'thing_id', joins: 'JOIN owners o ON o.owner_id = t.owner_id' },
  audit: { targetType: 'Thing' },
});

describe('the list SQL a definition derives', () => {
  it('reads counts and page keys from the table alone only when its joins keep the rows and no filter reads them', () => {
    expect(keysFromOf(userResource, 'TRUE')).toBe('users u WHERE TRUE');
    expect(keysFromOf(userResource, 's.title = $1')).toBeUndefined();
    expect(keysFromOf(plain, 'TRUE')).toBeUndefined(); // an inner join may drop rows
    expect(countOptions(userResource, cache)).toEqual({ countCache: cache.listCounts, keysFrom: 'users u WHERE TRUE' });
    expect(countOptions(plain, cache)).toEqual({});
  });

  it("marks joined, never-null and any-value columns, compares references as text, and orders ties the first sort's way", () => {
    const spec = listSpecOf(userResource);
    expect(spec.columns.SourceTitle).toMatchObject({ sql: 's.title', isJoined: true });
    expect(spec.columns.UserName).toMatchObject({ sql: 'u.user_name', isNotNull: true });
    expect(spec.columns.UserName!.isJoined).toBeUndefined();
    expect(spec.columns.CreatedDate).toMatchObject({ type: 'date', isNotNull: true });
    expect(spec.columns.LastLoginDate!.isNotNull).toBeUndefined();
    expect(spec.columns.UserSourceId!.sql).toBe('u.user_source_id::text');
    expect(spec.defaultOrder).toBe('u.created_date DESC, u.user_id DESC');
    expect(listSpecOf(plain).defaultOrder).toBe('t.title ASC, t.thing_id');

    const any = compilePaging({ CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'UserType', Value: -1 }] }, spec);
    expect(any.where).toBe('TRUE');
    const sorted = compilePaging(
      { CurrentPage: 1, ItemPerPage: 5, Sorts: [{ Column: 'CreatedDate', Asc: false }] },
      spec,
    );
    expect(sorted.orderBy).toBe('u.created_date DESC, u.user_id DESC');
    expect(
      compilePaging({ CurrentPage: 1, ItemPerPage: 5, Sorts: [{ Column: 'SourceTitle', Asc: true }] }, spec).usesJoined,
    ).toBe(true);
  });

  it('selects and maps only the fields a list row carries', () => {
    expect(listSelectOf(userResource)).not.toContain('"FirstName"');
    expect(listSelectOf(plain)).toContain('o.title AS "OwnerTitle"');
    const row = toListRow(userResource, {
      UserId: 'id',
      UserName: 'jane',
      FirstName: 'Jane',
      CreatedDate: new Date('2026-01-02T03:04:05Z'),
      LastLoginDate: null,
    });
    expect(row).not.toHaveProperty('FirstName');
    expect(row).toMatchObject({
      UserId: 'id',
      UserName: 'jane',
      CreatedDate: '2026-01-02T03:04:05.000Z',
      LastLoginDate: null,
    });
  });
});

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
