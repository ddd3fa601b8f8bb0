import { Tabs } from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { emptyTextOf, fieldOf, idOf, titleOf, type AnyResource, type ResourceChild } from '@portcullis/api-client';
import type { Href } from '../../../routes/links';
import { ConsoleLink } from '../ConsoleLink';
import { pageOf } from '../cells';
import { recordValue } from './display';
import { recordQueryKey, resourceClient } from './resource-client';
import { BulkActions } from './ResourceActions';

type Row = Record<string, unknown>;

/**
 * One child list of a record (campaign → items): the child resource's columns, paged, searched,
 * filtered and exported like every list, narrowed by the server to what the caller may see, with the
 * child's selection actions in the bulk bar (across pages). `childHref` links a row to its page.
 */
export function ChildList({
  def,
  record,
  childKey,
  child,
  childHref,
  label,
}: {
  def: AnyResource;
  record: Row;
  childKey: string;
  child: ResourceChild;
  childHref?: (row: Row) => Href | undefined;
  /** Accessible name of the table. @default '{child title} of {record title}' */
  label?: string;
}) {
  const childDef = child.resource;
  const recordId = idOf(def, record);
  const queryKey = [...recordQueryKey(def, recordId), 'child', childKey];
  const unsortable = new Set(childDef.list.unsortable ?? []);
  const columns: DataTableColumn<Row>[] = (childDef.list.columns as string[]).map((name) => {
    const f = fieldOf(childDef, name);
    return {
      id: name,
      title: f.title,
      isSortable: !unsortable.has(name),
      cell: (row: Row) => {
        const href = name === childDef.titleField ? childHref?.(row) : undefined;
        return href ? (
          <ConsoleLink to={href}>{titleOf(childDef, row)}</ConsoleLink>
        ) : (
          recordValue(childDef, name, f, row[name])
        );
      },
    };
  });
  const hasBulk = Object.values(childDef.actions ?? {}).some((a) => a.selection);
  return (
    <DataTable
      queryKey={queryKey}
      label={label ?? `${child.title} of ${titleOf(def, record)}`}
      historyName={`c-${childKey}`}
      columns={columns}
      rowKey={(row) => idOf(childDef, row)}
      searchColumns={childDef.list.search as string[] | undefined}
      emptyText={emptyTextOf(childDef)}
      fetchPage={async (request, { signal }) =>
        pageOf(await resourceClient(def).child(childKey, recordId, request, signal))
      }
      {...(hasBulk
        ? {
            bulkActions: (ctx) => (
              <BulkActions
                def={childDef}
                selection={ctx.request as unknown as Row}
                count={ctx.count}
                scope={recordId}
                onDone={() => {
                  ctx.clear();
                  invalidateQueries(recordQueryKey(def, recordId));
                }}
              />
            ),
          }
        : {})}
    />
  );
}

/** The child lists of a record as tabs under its view. */
export function ChildTabs({ def, record }: { def: AnyResource; record: Row }) {
  const children = Object.entries(def.children ?? {}) as Array<[string, ResourceChild]>;
  if (children.length === 0) return null;
  return (
    <Tabs
      label={`${def.titles.one} lists`}
      items={children.map(([key, child]) => ({
        id: key,
        label: child.title,
        content: <ChildList def={def} record={record} childKey={key} child={child} />,
      }))}
    />
  );
}
