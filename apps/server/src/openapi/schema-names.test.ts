import { describe, expect, it } from 'vitest';
import { assignComponentNames, componentNameOf, splitTypeText } from './schema-names';

const RESOURCE_RECORD =
  'RecordOf<ResourceDefinition<{readonlyTitle:Field<string,false,false>;readonlyKind:Field<"a,b"|"c",false,false>;},"ResourceDefTypeId",{readonlylist:{readonlyname:"typeList";};}>&{readonlydomain:"resources";}>';

describe('response schema component names', () => {
  it('splits a type text at its top-level arguments only', () => {
    expect(splitTypeText('A<B,C<D,E>,{x:F<G>;}>')).toEqual({ head: 'A', args: ['B', 'C<D,E>', '{x:F<G>;}'] });
    expect(splitTypeText('Pick<Rule,"a,b"|"c">')).toEqual({ head: 'Pick', args: ['Rule', '"a,b"|"c"'] });
    expect(splitTypeText('UserRow')).toEqual({ head: 'UserRow', args: [] });
  });

  it('keeps plain names, joins generic instances and names resource records by their id field', () => {
    expect(componentNameOf('UserRow')).toBe('UserRow');
    expect(componentNameOf('PagedData<UserRow>')).toBe('PagedData_UserRow');
    expect(componentNameOf('Record<string,PasswordPolicy>')).toBe('Record_string_PasswordPolicy');
    expect(componentNameOf(RESOURCE_RECORD)).toBe('ResourceDefTypeRecord');
    expect(componentNameOf(`PagedData<${RESOURCE_RECORD}>`)).toBe('PagedData_ResourceDefTypeRecord');
    expect(componentNameOf('Pick<Rule,"Title"|"Name">')).toBe('Pick_Rule');
  });

  it('inlines anonymous object types', () => {
    expect(componentNameOf('{ResourceDefTypeId:string;}')).toBeNull();
    expect(componentNameOf('{[x:string]:unknown;}')).toBeNull();
  });

  it('gives every name OpenAPI accepts and tells apart two types that would share one', () => {
    const names = assignComponentNames([
      'Pick<Rule,"Title">',
      'Pick<Rule,"Name">',
      'Pick<Rule,"Title">',
      'UserRow',
      '{a:string;}',
    ]);
    expect([...names.values()]).toEqual(['Pick_Rule', 'Pick_Rule_2', 'UserRow', null]);
    expect(names.get('Pick<Rule,"Title">')).toBe('Pick_Rule');
    for (const name of names.values()) if (name !== null) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
  });
});
