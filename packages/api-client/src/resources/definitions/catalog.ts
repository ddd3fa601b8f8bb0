import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Catalogs (spec §2.4 catalogs, Catalog.List; designed calls): containers of access packages with
 * their own owners, as Entra ID's entitlement-management catalogs are. The spec shows no fields: as in
 * Entra, a catalog has a title, a description, owners (users who manage its packages and who approve
 * requests when a package names no approvers) and a switch that stops its packages being requested.
 */
export const catalogResource = defineResource({
  name: 'catalog',
  domain: 'catalogs',
  titles: { one: 'Catalog', many: 'Catalogs' },
  id: 'CatalogId',
  access: { list: Permissions.CatalogList, edit: Permissions.CatalogEdit },
  noun: 'catalog',
  description: 'Containers of access packages, each with the people who own it.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    IsEnabled: field.boolean('Enabled', {
      initial: true,
      help: 'Packages of a disabled catalog cannot be requested; existing assignments stay.',
    }),
    OwnerIds: field.objectList('Owners', 'user', {
      help: 'Owners manage the packages of the catalog and approve requests when a package names no approvers.',
    }),
    PackageCount: field.computed.number('Access packages', {
      sql: '(SELECT count(*)::int FROM access_packages p WHERE p.catalog_id = c.catalog_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'IsEnabled', 'PackageCount', 'CreatedDate'],
    search: ['Title', 'Name'],
    unsortable: ['PackageCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/catalog'),
  store: { table: 'catalogs', alias: 'c', idColumn: 'catalog_id', touchColumn: 'updated_date' },
  dependants: [
    {
      countSql: 'SELECT count(*)::int FROM access_packages WHERE catalog_id = $1',
      what: 'access packages',
    },
  ],
  audit: { targetType: 'Catalog' },
  export: {
    name: 'Catalogs',
    title: 'Catalogs',
    columns: ['Title', 'Name', 'IsEnabled', 'PackageCount', 'CreatedDate'],
    aliases: ['catalogs'],
  },
  removeText: 'A catalog that still holds access packages cannot be removed.',
  demo: [{ Title: 'General', Name: 'general', Description: 'Access packages anyone may request.', IsEnabled: true }],
});
