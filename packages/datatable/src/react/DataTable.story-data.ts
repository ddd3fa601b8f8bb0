import type { PagedData, PagedRequest } from '@portcullis/api-client';
import type { DataTableColumn, DataTableProps } from './DataTable';

/** The people the DataTable stories page through, served by an in-memory server. */
export interface Person {
  id: string;
  name: string;
  email: string;
  team: string;
}

export const people: Person[] = Array.from({ length: 237 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Person ${String(i + 1).padStart(3, '0')}`,
  email: `person${i + 1}@example.com`,
  team: ['Engineering', 'Sales', 'Finance'][i % 3]!,
}));

/** An in-memory server for the stories only: paging, one sort, the search filter. */
export const memoryServer =
  (rows: Person[]) =>
  async (request: PagedRequest): Promise<PagedData<Person>> => {
    const search = request.Filters?.find((f) => f.Columns)?.Value;
    let found =
      typeof search === 'string' ? rows.filter((r) => r.name.toLowerCase().includes(search.toLowerCase())) : rows;
    const sort = request.Sorts?.[0];
    if (sort)
      found = [...found].sort(
        (a, b) =>
          String(a[sort.Column as keyof Person]).localeCompare(String(b[sort.Column as keyof Person])) *
          (sort.Asc ? 1 : -1),
      );
    const start = (request.CurrentPage - 1) * request.ItemPerPage;
    return { Data: found.slice(start, start + request.ItemPerPage), TotalItemCount: found.length };
  };

export const columns: DataTableColumn<Person>[] = [
  { id: 'name', title: 'Name', cell: (p) => p.name },
  { id: 'email', title: 'E-mail', cell: (p) => p.email },
  { id: 'team', title: 'Team', cell: (p) => p.team },
];

export const base: DataTableProps<Person> = {
  label: 'People',
  queryKey: ['people'],
  columns,
  rowKey: (p) => p.id,
  fetchPage: memoryServer(people),
  searchColumns: ['name'],
};

/** Each story starts from a clean URL and storage: the table keeps its state in both. */
export function resetTableState() {
  window.history.replaceState(
    null,
    '',
    window.location.pathname + window.location.search.replace(/[?&](page|limit|f-[^=]+)=[^&]*/g, ''),
  );
  window.localStorage.clear();
}
