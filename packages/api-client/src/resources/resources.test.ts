import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourceCalls, saveSchema } from '../contract/resource-calls';
import { contract } from '../contract/index';
import { listCalls, type AnyCall } from '../contract/define';
import { allResources, resourceByName, resourcePermissions } from './registry';
import { ALL_PERMISSIONS } from '../contract/permissions';
import {
  defineResource,
  designedCalls,
  type RelationRequest,
  designedRelationCalls,
  designedSortCall,
  formFieldNames,
} from './define';
import { choiceTitle, choicesOf, field, snakeCase, type Fields } from './fields';
import { checkFieldValue, checkSaveInput } from './validate';
import * as identities from './identities.generated';
import type { ResourceIdentity } from './identity';
import { identityOf, readDefinitionModules, renderRegistry } from './render-registry';

const sample = defineResource({
  name: 'sample',
  domain: 'sample',
  titles: { one: 'Sample', many: 'Samples' },
  noun: 'sample',
  id: 'SampleId',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Level: field.number('Level', { min: 1, max: 5, integer: true }),
    State: field.choice('State', choicesOf({ Disabled: 0, Enabled: 1 }), { required: true }),
    Hosts: field.textList('Hosts', { maxItems: 2, maxLength: 10 }),
    Secret: field.secret('Secret', { required: true }),
    Count: field.computed.number('Count'),
    Origin: field.computed.choice('Origin', choicesOf({ System: 1, User: 2 })),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: { columns: ['Title'], defaultSort: [{ Column: 'Title', Asc: true }] },
  access: { list: 'P.List', edit: 'P.Edit' },
  calls: { ...designedCalls('/sample', 'sample'), sort: designedSortCall('/sample', 'sample') },
  order: { field: 'Level' },
  store: { table: 'samples', alias: 's', idColumn: 'sample_id' },
  audit: { targetType: 'Sample' },
});

describe('resource definitions', () => {
  it('name designed calls after the prefix and the base path', () => {
    expect(designedCalls('/profile/source', 'source')).toMatchObject({
      list: { name: 'sourceList', path: '/profile/source/list' },
      get: { name: 'sourceGet', path: '/profile/source/get/:id' },
      save: { name: 'sourceSave', path: '/profile/source/save' },
      remove: { name: 'sourceRemove', path: '/profile/source/remove/:id', method: 'DELETE' },
    });
    expect(designedCalls('/profile').list.name).toBe('list');
    expect(designedSortCall('/x', 'group').name).toBe('groupSort');
  });

  it('derive contract entries with the definition access, paths and write flags', () => {
    const calls = resourceCalls(sample) as unknown as Record<
      string,
      { method: string; path: string; isWrite: boolean; access: unknown; summary: string }
    >;
    expect(Object.keys(calls).sort()).toEqual(['sampleGet', 'sampleList', 'sampleRemove', 'sampleSave', 'sampleSort']);
    expect(calls.sampleList).toMatchObject({
      method: 'POST',
      isWrite: false,
      access: { kind: 'permission', permission: 'P.List' },
    });
    expect(calls.sampleSave).toMatchObject({
      method: 'POST',
      isWrite: true,
      access: { kind: 'permission', permission: 'P.Edit' },
    });
    expect(calls.sampleRemove).toMatchObject({ method: 'DELETE', path: '/sample/remove/:id', isWrite: true });
    expect(calls.sampleSave!.summary).toMatch(/^Designed: /);
  });

  it("declare grants on save and remove, and derive each relation's list, assign and unassign", () => {
    const linked = defineResource({
      ...sample,
      name: 'linked',
      calls: designedCalls('/linked'),
      order: undefined,
      grants: { confers: ['role'] },
      relations: {
        members: {
          title: 'Members',
          noun: 'member',
          link: { table: 'linked_users', owner: 'linked_id', object: 'user_id' },
          object: { table: 'users', key: 'user_id', name: 'o.user_name', title: 'o.user_name', objectTypeName: 'User' },
          grants: {
            confers: ['user'],
            manages: ({ body }: RelationRequest) => body.ObjectIds.map((user) => ({ user })),
          },
          calls: designedRelationCalls('/linked', 'members'),
        },
      },
    });
    expect(designedRelationCalls('/role/def', 'members', 'role')).toMatchObject({
      list: { name: 'roleMembers', path: '/role/def/:id/members' },
      assign: { name: 'roleAssignMembers', path: '/role/def/:id/members/assign' },
      unassign: { name: 'roleUnassignMembers', path: '/role/def/:id/members/unassign' },
    });
    const calls = resourceCalls(linked) as unknown as Record<string, AnyCall>;
    expect(Object.keys(calls).sort()).toEqual([
      'assignMembers',
      'get',
      'list',
      'members',
      'remove',
      'save',
      'unassignMembers',
    ]);
    expect(calls.save!.grants).toEqual({ confers: ['role'] });
    expect(calls.remove!.grants).toEqual({ confers: ['role'] });
    expect(calls.list!.grants).toBeUndefined();
    expect(calls.members).toMatchObject({
      method: 'POST',
      path: '/linked/:id/members',
      isWrite: false,
      access: { kind: 'permission', permission: 'P.List' },
    });
    expect(calls.members!.grants).toBeUndefined();
    const assign = calls.assignMembers!;
    expect(assign).toMatchObject({ isWrite: true, access: { kind: 'permission', permission: 'P.Edit' } });
    expect(assign.summary).toMatch(/^Designed: /);
    const id = '00000000-0000-4000-8000-000000000001';
    expect(assign.grants!.manages!({ params: { id }, query: undefined, body: { ObjectIds: [id] } })).toEqual([
      { user: id },
    ]);
    expect(assign.body!.safeParse({ ObjectIds: [] }).success).toBe(false);
    expect(assign.body!.safeParse({ ObjectIds: [id], Extra: 1 }).success).toBe(false);
    expect(calls.unassignMembers!.body!.safeParse({ ObjectIds: [id] }).success).toBe(true);
  });

  it('derive a strict save schema: unknown keys, read-only fields and bad values are refused', () => {
    const schema = saveSchema(sample);
    const good = { Title: 'A', Name: 'a', State: 1, Secret: 'x', Hosts: ['h1'] };
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, Count: 3 }).success).toBe(false);
    expect(schema.safeParse({ ...good, Extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...good, State: 2 }).success).toBe(false);
    expect(schema.safeParse({ ...good, Hosts: ['a', 'b', 'c'] }).success).toBe(false);
    expect(schema.safeParse({ ...good, Title: '   ' }).success).toBe(false);
    expect(schema.safeParse({ ...good, SampleId: 'not-a-guid' }).success).toBe(false);
  });

  it('carry the spec Scope in the list body only when the definition scopes its list', () => {
    type ListCall = { body: { safeParse(v: unknown): { success: boolean } } };
    const page = { CurrentPage: 1, ItemPerPage: 25 };
    const plain = (resourceCalls(sample) as unknown as Record<string, ListCall>).sampleList!;
    expect(plain.body.safeParse({ ...page, Scope: 3 }).success).toBe(false);
    const scoped = defineResource({
      ...sample,
      fields: { ...sample.fields, OwnerId: field.ref('Owner', 'sample') },
      list: { ...sample.list, scope: { field: 'OwnerId' } },
    });
    const list = (resourceCalls(scoped) as unknown as Record<string, ListCall>).sampleList!;
    expect(list.body.safeParse({ ...page, Scope: '5f0e8a52-1111-4222-8333-444455556666' }).success).toBe(true);
    expect(list.body.safeParse({ ...page, Scope: null }).success).toBe(true);
    expect(list.body.safeParse(page).success).toBe(true);
    // A ref scope names a record: anything but a GUID is refused before it reaches SQL.
    expect(list.body.safeParse({ ...page, Scope: 'drop table' }).success).toBe(false);
    expect(list.body.safeParse({ ...page, Scope: 7 }).success).toBe(false);
  });

  it('check values with the §5 required message and plain-language limits', () => {
    const f = sample.fields;
    expect(checkFieldValue(f.Title, '')).toBe('Title is required.');
    expect(checkFieldValue(f.Title, 'a\u202eb')).toBe('Title must not contain control or invisible characters.');
    expect(checkFieldValue(f.Level, 0)).toBe('Level must be at least 1.');
    expect(checkFieldValue(f.Level, 2.5)).toBe('Level must be a whole number.');
    expect(checkFieldValue(f.Level, null)).toBeNull();
    expect(checkFieldValue(f.State, 5)).toBe('State must be one of: Disabled, Enabled.');
    expect(checkFieldValue(f.Hosts, ['a', 'A'])).toBe('Hosts has the same value twice.');
    expect(checkFieldValue(f.Hosts, ['01234567890'])).toBe('Each value of Hosts must be at most 10 characters.');
    expect(checkFieldValue(f.Secret, '', true)).toBe('Secret is required.');
    expect(checkFieldValue(f.Secret, '', false)).toBeNull();
    expect(checkFieldValue(f.Count, 'anything')).toBeNull();
    expect(checkSaveInput(sample, { Title: 'x', Name: 'x', State: 1 }, true)).toEqual([
      { Field: 'Secret', Message: 'Secret is required.' },
    ]);
  });

  it('keep computed choices out of the save body and read them by their titles', () => {
    expect(sample.fields.Origin).toMatchObject({ kind: 'choice', isReadOnly: true });
    expect(saveSchema(sample).safeParse({ Title: 'A', Name: 'a', State: 1, Secret: 'x', Origin: 1 }).success).toBe(
      false,
    );
    expect(choiceTitle(sample.fields.Origin, 2)).toBe('User');
    expect(checkFieldValue(sample.fields.Origin, 99)).toBeNull();
  });

  it('leave the order field and computed fields out of the form', () => {
    expect(formFieldNames(sample)).toEqual(['Title', 'Name', 'State', 'Hosts', 'Secret']);
    expect(snakeCase('LastSyncUpdateDate')).toBe('last_sync_update_date');
    expect(snakeCase('UserIDNumber')).toBe('user_id_number');
  });

  it('are all in the contract, with unique names, and their refs resolve', () => {
    const names = allResources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = new Set(listCalls(contract).map(([, , c]) => `${c.method} ${c.path}`));
    for (const def of allResources) {
      for (const ref of Object.values(def.calls))
        expect(paths, `${def.name} ${ref!.path}`).toContain(
          `${ref!.method ?? (ref === def.calls.get ? 'GET' : ref === def.calls.remove ? 'DELETE' : 'POST')} ${ref!.path}`,
        );
      for (const f of Object.values(def.fields as Fields))
        // A ref names a resource, or (field.objectRef) an object of a §3 object type the server looks up.
        if (f.kind === 'ref' && !f.objectType) expect(() => resourceByName(f.ref!)).not.toThrow();
        else if (f.kind === 'ref') expect(f.ref).toBeUndefined();
    }
  });

  it('each have their identity copied as data from the definition, the one place it is written', () => {
    const byName = new Map<string, ResourceIdentity>(
      Object.values(identities).map((identity) => [identity.name, identity]),
    );
    expect([...byName.keys()].sort()).toEqual(allResources.map((r) => r.name).sort());
    for (const def of allResources) expect(byName.get(def.name), def.name).toEqual(identityOf(def));
  });

  it('are registered as generated (after adding a definition run `pnpm --filter @portcullis/api-client routes`)', async () => {
    const folder = new URL('./', import.meta.url);
    const files = await renderRegistry(await readDefinitionModules(new URL('definitions/', folder)));
    expect(Object.keys(files).sort()).toEqual([
      'definition-loaders.generated.ts',
      'definitions.generated.ts',
      'identities.generated.ts',
    ]);
    for (const [name, text] of Object.entries(files))
      expect(readFileSync(new URL(name, folder), 'utf8'), name).toBe(text);
  });

  it('spell each permission once: a Permissions constant, or inline in the one definition that owns it', () => {
    const named = new Set(ALL_PERMISSIONS);
    for (const permission of resourcePermissions().filter((p) => !named.has(p))) {
      const owners = allResources.filter((d) =>
        [d.access, ...Object.values(d.partition?.access ?? {})].some((a) => Object.values(a).includes(permission)),
      );
      expect(
        owners.map((d) => d.name),
        permission,
      ).toHaveLength(1);
    }
  });

  it('come after the resources their refs name, so tables and demo records are made in order', () => {
    const seen = new Set<string>();
    for (const def of allResources) {
      for (const f of Object.values(def.fields as Fields))
        if (f.ref && f.ref !== def.name) expect(seen, `${def.name} → ${f.ref}`).toContain(f.ref);
      seen.add(def.name);
    }
  });
});
