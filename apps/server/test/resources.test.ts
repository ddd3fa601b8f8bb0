import { describe, expect, it } from 'vitest';
import {
  allResources,
  readableFieldNames,
  snakeCase,
  writableFieldNames,
  type AnyResource,
  type AssignedObject,
  type Fields,
  type PagedData,
  type ResourceRelation,
} from '@portcullis/api-client/contract';
import { useTestServer } from './use-test-server';
import { pathWithId, relationObjectId, sampleInput } from '../src/testing/resource-samples';

type Row = Record<string, unknown>;

/**
 * The generic resource layer, checked on every definition (a new resource is covered without a line
 * here): create, read, list with search, update, unique names, field rules, references and removal.
 */
describe.each(['pglite', 'postgres'] as const)('every resource definition on %s', (engine) => {
  const s = useTestServer(engine);
  const call = (
    def: AnyResource,
    ref: { path: string; method?: string },
    fallback: string,
    body?: unknown,
    id?: string,
  ) => s.t.call<Row>(ref.method ?? fallback, id ? pathWithId(ref.path, id) : ref.path, { cookie: s.admin, body });
  const save = (def: AnyResource, body: Row, isNew: boolean) => {
    const ref = def.calls.save!;
    return call(def, { ...ref, path: ref.isNewQuery ? `${ref.path}?isNew=${isNew}` : ref.path }, 'POST', body);
  };

  // Records the server generates (certification items) have no save, and a hand-written save (application
  // users, `isHandWritten`) is not the derived one: their domain's tests cover them.
  it.each(allResources.filter((d) => d.calls.save && !d.calls.save.isHandWritten).map((d) => [d.name, d] as const))(
    '%s: create, read, list, update, refuse, remove',
    async (_n, def) => {
      const fields = def.fields as Fields;
      const input = await sampleInput(s.t.server.db, def, `crud-${engine}`);
      const created = await save(def, input, true);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      // A save may answer a secret it made, shown this once (webhooks' signing secret): no field, never read again.
      const { Secret: _shownOnce, ...record } = created.body.Data!;
      const id = String(record[def.id]);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      for (const name of writableFieldNames(def)) {
        if (fields[name]!.isWriteOnly || fields[name]!.isNotStored || !(name in input)) continue;
        expect(record[name], name).toEqual(input[name]);
      }
      for (const name of Object.keys(record)) expect([def.id, ...readableFieldNames(def)]).toContain(name);

      const got = await call(def, def.calls.get!, 'GET', undefined, id);
      expect(got.status).toBe(200);
      expect(got.body.Data).toEqual(record);

      const partition = def.partition ? { [def.partition.field]: input[def.partition.field] } : {};
      const search = def.list.search?.[0] ?? def.titleField;
      const listed = await s.t.call<PagedData<Row>>(def.calls.list!.method ?? 'POST', def.calls.list!.path, {
        cookie: s.admin,
        body: {
          CurrentPage: 1,
          ItemPerPage: 25,
          ...partition,
          Filters: [{ Column: search, Value: String(input[search]), Operator: 0 }],
        },
      });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.Data!.Data.map((r) => r[def.id])).toEqual([id]);
      expect(listed.body.Data!.TotalItemCount).toBe(1);

      const retitled = `${String(input[def.titleField])} renamed`;
      const updated = await save(def, { ...input, [def.id]: id, [def.titleField]: retitled }, false);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.Data![def.titleField]).toBe(retitled);
      expect(updated.body.Data![def.id]).toBe(id);

      if (def.nameField) {
        const twin = await save(def, { ...input, [def.titleField]: 'Another title' }, true);
        expect(twin.status).toBe(409);
        expect(twin.body.Message).toBe(`A ${def.noun} named "${String(input[def.nameField])}" already exists.`);
      }
      const blank = await save(def, { ...input, [def.titleField]: '   ' }, true);
      expect(blank.status).toBe(400);
      expect(blank.body.Errors?.some((e) => e.Field === def.titleField || e.Field === `body.${def.titleField}`)).toBe(
        true,
      );
      for (const [name, f] of Object.entries(fields)) {
        if (f.kind !== 'ref' || !(name in input)) continue;
        const dangling = await save(
          def,
          {
            ...input,
            [def.nameField ?? def.titleField]: 'dangling-ref',
            [name]: '00000000-0000-4000-8000-000000000001',
          },
          true,
        );
        expect(dangling.status, name).toBe(400);
        expect(dangling.body.Errors?.[0]?.Field).toBe(name);
      }

      if (def.calls.remove) {
        const removed = await call(def, def.calls.remove, 'DELETE', undefined, id);
        expect(removed.status, JSON.stringify(removed.body)).toBe(200);
        const after = await call(def, def.calls.get!, 'GET', undefined, id);
        const flag = Object.keys(fields).find(
          (n) => (fields[n]!.column ?? snakeCase(n)) === def.store.softDeleteColumn,
        );
        if (flag) expect(after.body.Data?.[flag]).toBe(true);
        else expect(after.status).toBe(404);
      }
    },
  );

  const relations = allResources.flatMap((def) =>
    (Object.entries(def.relations ?? {}) as Array<[string, ResourceRelation]>).map(
      ([key, relation]) => [`${def.name}.${key}`, def, relation] as const,
    ),
  );
  it.each(relations)('%s: lists, assigns (skipping repeats), refuses unknown ids and unassigns', async (_n, def, r) => {
    const created = await save(def, await sampleInput(s.t.server.db, def, `rel-${r.noun}-${engine}`), true);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.Data![def.id]);
    const objectId = await relationObjectId(s.t.server.db, r);
    const change = (ref: { path: string }, ObjectIds: string[], recordId = id) =>
      s.t.call<Row>('POST', pathWithId(ref.path, recordId), { cookie: s.admin, body: { ObjectIds } });
    const list = async (recordId = id) =>
      s.t.call<PagedData<AssignedObject>>('POST', pathWithId(r.calls.list.path, recordId), {
        cookie: s.admin,
        body: { CurrentPage: 1, ItemPerPage: 25 },
      });
    expect((await list()).body.Data).toEqual({ Data: [], TotalItemCount: 0 });
    const added = await change(r.calls.assign, [objectId, objectId]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.Data).toEqual({ AssignedCount: 1 });
    expect((await change(r.calls.assign, [objectId])).body.Data).toEqual({ AssignedCount: 0 });
    const listed = await list();
    expect(listed.body.Data!.TotalItemCount).toBe(1);
    expect(listed.body.Data!.Data[0]!.ObjectId).toBe(objectId);

    const missing = '00000000-0000-4000-8000-00000000dead';
    const unknownObject = await change(r.calls.assign, [missing]);
    expect(unknownObject.status).toBe(400);
    expect(unknownObject.body.Errors?.[0]?.Field).toBe('ObjectIds');
    expect((await change(r.calls.assign, [objectId], missing)).status).toBe(404);
    expect((await list(missing)).status).toBe(404);
    const [entry] = await s.t.server.db.query<{ description: string }>(
      'SELECT description FROM audit_entries WHERE target_id = $1 ORDER BY created_date DESC LIMIT 1',
      [id],
    );
    expect(entry!.description).toContain(`${r.title} +0`);

    const removed = await change(r.calls.unassign, [objectId]);
    expect(removed.body.Data).toEqual({ RemovedCount: 1 });
    expect((await list()).body.Data!.TotalItemCount).toBe(0);
    if (def.calls.remove) expect((await call(def, def.calls.remove, 'DELETE', undefined, id)).status).toBe(200);
  });

  it.each(allResources.filter((d) => d.export).map((d) => [d.export!.name, d] as const))(
    "%s: exports its list as CSV with the definition's column titles",
    async (_n, def) => {
      const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
        cookie: s.admin,
        body: { ObjectTypeName: def.export!.name, Scope: 0 },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      let state = 0;
      for (let i = 0; i < 200 && state < 2; i++) {
        const jobs = await s.t.call<PagedData<{ ExportId: string; State: number }>>('POST', '/Export/List', {
          cookie: s.admin,
          body: { CurrentPage: 1, ItemPerPage: 50 },
        });
        state = jobs.body.Data!.Data.find((j) => j.ExportId === started.body.Data!.ExportId)?.State ?? 0;
        if (state < 2) await new Promise((r) => setTimeout(r, 25));
      }
      expect(state).toBe(2);
      const res = await fetch(`${s.t.server.url}/Export/Download/${started.body.Data!.ExportId}`, {
        headers: { cookie: s.admin },
      });
      const text = (await res.text()).replace(/^\uFEFF/, '');
      const fields = def.fields as Fields;
      expect(text.split('\r\n')[0]).toBe((def.export!.columns as string[]).map((c) => fields[c]!.title).join(';'));
      const [count] = await s.t.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${def.store.table}`);
      expect(text.replace(/\r\n$/, '').split('\r\n').length - 1).toBe(count!.n);
    },
  );
});
