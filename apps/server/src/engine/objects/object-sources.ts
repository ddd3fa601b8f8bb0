/** An object type the pickers can search: its table and columns (trusted SQL). */
export interface ObjectSource {
  table: string;
  id: string;
  name: string;
  title: string;
  where?: string;
}

/**
 * Every object type of the `object_types` table with where its objects live. A caller sees objects
 * of a type only with that type's list permission: the contract declares it per request
 * (OBJECT_TYPE_PERMISSIONS), the pipeline checks it before these handlers run.
 */
export const OBJECT_SOURCES: Record<string, ObjectSource> = {
  user: {
    table: 'users',
    id: 'user_id',
    name: 'user_name',
    title: 'coalesce(display_name, user_name)',
  },
  application: {
    table: 'applications',
    id: 'application_id',
    name: 'name',
    title: 'title',
  },
  role: { table: 'role_defs', id: 'role_def_id', name: 'name', title: 'title' },
  group: {
    table: 'group_defs',
    id: 'group_def_id',
    name: 'name',
    title: 'title',
  },
  permission: {
    table: 'permission_defs',
    id: 'permission_def_id',
    name: 'name',
    title: 'title',
  },
  rule: { table: 'rules', id: 'rule_id', name: 'name', title: 'title' },
  usersource: {
    table: 'user_sources',
    id: 'user_source_id',
    name: 'name',
    title: 'title',
    where: 'NOT is_removed',
  },
  source: {
    table: 'sources',
    id: 'source_id',
    name: 'name',
    title: 'title',
    where: 'NOT is_removed',
  },
  resourcedeftype: {
    table: 'resource_def_types',
    id: 'resource_def_type_id',
    name: 'name',
    title: 'title',
  },
  content: { table: 'contents', id: 'content_id', name: 'name', title: 'title' },
};
