import type { DataTableColumn } from '@portcullis/datatable';
import { columnTitleOf, fieldOf, idOf, type AnyResource } from '@portcullis/api-client';
import type { Href } from '../../../routes/links';
import { ConsoleLink } from '../ConsoleLink';
import { recordValue } from './display';
import type { ResourceOverrides } from './overrides';

type Row = Record<string, unknown>;

/**
 * The list columns of a resource, as its definition writes them (`list.columns`, titles of the fields,
 * `list.unsortable`): each cell shows the field's value, or the override's cell; the title column links
 * to the record (`open`). The generic list and a rich list page (profiles) both render these, so a
 * resource's columns are written in its definition only.
 */
export function resourceColumns(
  def: AnyResource,
  open: ((id: string) => Href) | undefined,
  cells: ResourceOverrides['cells'] = {},
  filters: ResourceOverrides['columnFilters'] = {},
): DataTableColumn<Row>[] {
  const unsortable = new Set(def.list.unsortable ?? []);
  return (def.list.columns as string[]).map((name) => {
    const f = fieldOf(def, name);
    const custom = cells[name];
    return {
      id: name,
      title: columnTitleOf(def, name),
      isSortable: !unsortable.has(name),
      ...(filters[name] ? { filter: filters[name] } : {}),
      cell: (row: Row) =>
        custom ? (
          custom(row as never)
        ) : name === def.titleField && open ? (
          <ConsoleLink to={open(idOf(def, row))}>{String(row[name] ?? '')}</ConsoleLink>
        ) : (
          recordValue(def, name, f, row[name])
        ),
    };
  });
}
