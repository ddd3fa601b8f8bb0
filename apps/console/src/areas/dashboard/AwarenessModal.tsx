import { useEffect, useState } from 'react';
import { Button, EmptyState, Modal, PermissionGate, Skeleton, TextInput } from '@portcullis/ui';
import { FilterOperator, type PagedData, type PagedRequest } from '@portcullis/api-client';
import { navigate } from '../../shell/navigate';
import { SortableHeader } from '@portcullis/datatable';
import type { AwarenessCard } from './awareness-cards';
import { countText } from '../shared/cells';

/** Spec §9: table pages show 25 rows; search is debounced 750 ms. */
const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 750;

/** The paged, searchable, sortable list behind an awareness card's count button. */
export function AwarenessModal<Row>({ card, onClose }: { card: AwarenessCard<Row>; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ Column: string; Asc: boolean } | null>(null);
  const [data, setData] = useState<PagedData<Row> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    const request: PagedRequest = {
      CurrentPage: page,
      ItemPerPage: PAGE_SIZE,
      Sorts: sort ? [sort] : [],
      Filters: query ? [{ Column: card.searchColumn, Value: query, Operator: FilterOperator.Contains }] : [],
    };
    setData(null);
    void card.fetchPage(request, controller.signal).then((d) => setData(d ?? { Data: [], TotalItemCount: 0 }));
    return () => controller.abort();
  }, [card, page, query, sort]);

  const pages = data ? Math.max(1, Math.ceil(data.TotalItemCount / PAGE_SIZE)) : 1;
  return (
    <Modal isOpen onClose={onClose} title={card.title} size="lg">
      <div css={(t) => ({ display: 'grid', gap: t.space[3] })}>
        <TextInput
          aria-label={`Search ${card.title}`}
          placeholder="Search..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {!data ? (
          <Skeleton variant="table" columns={card.columns.length} rows={5} />
        ) : data.Data.length === 0 ? (
          <EmptyState title={card.emptyText} />
        ) : (
          <table css={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {card.columns.map((c) => (
                  <SortableHeader key={c.sortKey} column={c.sortKey} title={c.title} sort={sort} onSort={setSort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {data.Data.map((row) => (
                <tr key={card.rowKey(row)}>
                  {card.columns.map((c) => {
                    const link = c.link?.(row);
                    return (
                      <td
                        key={c.sortKey}
                        css={(t) => ({ padding: `${t.space[1]}px 0`, borderTop: `1px solid ${t.colors.border}` })}
                      >
                        {link ? (
                          <PermissionGate permission={link.permission} onDenied="lock" lockedLabel={c.value(row)}>
                            <a
                              href={link.href}
                              onClick={(e) => {
                                e.preventDefault();
                                onClose();
                                navigate(link.href);
                              }}
                            >
                              {c.value(row)}
                            </a>
                          </PermissionGate>
                        ) : (
                          c.value(row)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div css={(t) => ({ display: 'flex', gap: t.space[2], alignItems: 'center', justifyContent: 'flex-end' })}>
          <span>
            {data ? `${countText(data.TotalItemCount)} in all · page ${countText(page)} of ${countText(pages)}` : ''}
          </span>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      </div>
    </Modal>
  );
}
