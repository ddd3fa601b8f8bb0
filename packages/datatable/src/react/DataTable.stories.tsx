import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PagedData, PagedRequest } from '@portcullis/api-client';
import { createRoot } from 'react-dom/client';
import { Button, Link, ThemeProvider } from '@portcullis/ui';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Person {
  id: string;
  name: string;
  email: string;
  team: string;
}

const people: Person[] = Array.from({ length: 237 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Person ${String(i + 1).padStart(3, '0')}`,
  email: `person${i + 1}@example.com`,
  team: ['Engineering', 'Sales', 'Finance'][i % 3]!,
}));

/** An in-memory server for the stories only: paging, one sort, the search filter. */
const memoryServer =
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

const columns: DataTableColumn<Person>[] = [
  { id: 'name', title: 'Name', cell: (p) => p.name },
  { id: 'email', title: 'E-mail', cell: (p) => p.email },
  { id: 'team', title: 'Team', cell: (p) => p.team },
];

const base: DataTableProps<Person> = {
  label: 'People',
  queryKey: ['people'],
  columns,
  rowKey: (p) => p.id,
  fetchPage: memoryServer(people),
  searchColumns: ['name'],
};

const meta: Meta<typeof DataTable<Person>> = {
  title: 'Data table/DataTable',
  component: DataTable<Person>,
  // Each story starts from a clean URL and storage: the table keeps its state in both.
  beforeEach: () => {
    window.history.replaceState(
      null,
      '',
      window.location.pathname + window.location.search.replace(/[?&](page|limit|f-[^=]+)=[^&]*/g, ''),
    );
    window.localStorage.clear();
  },
};
export default meta;
type Story = StoryObj<typeof DataTable<Person>>;

export const WithData: Story = {
  args: base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('237 in all · page 1 of 10')).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'People' })).toHaveAttribute('aria-rowcount', '238');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await userEvent.type(canvas.getByLabelText('Search People'), 'Person 01');
    await expect(await canvas.findByText('10 in all · page 1 of 1')).toBeInTheDocument();
  },
};

/** The state in the address (the default): paging forward writes `?page=2`. */
export const StateInUrl: Story = {
  args: base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('237 in all · page 1 of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByText('237 in all · page 2 of 10');
    await expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  },
};

/** `stateIn="memory"`: paging forward leaves the host's address alone. */
export const StateInMemory: Story = {
  args: { ...base, stateIn: 'memory' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = window.location.href;
    await canvas.findByText('237 in all · page 1 of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Person 026')).toBeInTheDocument();
    await expect(canvas.getByText('237 in all · page 2 of 10')).toBeInTheDocument();
    await expect(window.location.href).toBe(before);
  },
};

export const Loading: Story = {
  args: { ...base, fetchPage: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    ...base,
    fetchPage: memoryServer([]),
    emptyText: 'Nobody here yet.',
    emptyAction: <Button variant="primary">Invite people</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nobody here yet.')).toBeInTheDocument();
    // The action that fills the table stays reachable with Tab (it is not a grid cell).
    await expect(canvas.getByRole('button', { name: 'Invite people' })).not.toHaveAttribute('tabindex');
    // A single page: nothing to page through.
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const RequestFailed: Story = {
  args: { ...base, fetchPage: () => Promise.reject(new Error('offline')), onError: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' })));
  },
};

export const SelectionAcrossPages: Story = {
  args: {
    ...base,
    rowLabel: (p) => p.name,
    bulkActions: (ctx) => <span data-testid="bulk">{JSON.stringify(ctx.request).slice(0, 80)}</span>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('237 in all · page 1 of 10');
    await userEvent.click(canvas.getByLabelText('Select all rows on this page'));
    await expect(canvas.getByText('25 selected.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 237 items' }));
    await expect(canvas.getByText('All 237 matching items are selected.')).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Select Person 002'));
    await expect(canvas.getByText('All 236 matching items are selected.')).toBeInTheDocument();
    await expect(canvas.getByTestId('bulk').textContent).toContain('"AllMatching"');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Selection' })).toBeNull();
  },
};

export const ColumnChooserAndSavedFilters: Story = {
  args: { ...base, tableId: 'story-people' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('237 in all · page 1 of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /E-mail/ })).toBeNull());
    await expect(JSON.parse(window.localStorage.getItem('portcullis.table.story-people.columns')!)).toEqual([
      'name',
      'team',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByLabelText('Search People'), 'Person 2');
    await canvas.findByText(/^\d+ in all · page 1 of/);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save filters' })).toBeEnabled());
  },
};

export const KeyboardGrid: Story = {
  args: base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('237 in all · page 1 of 10');
    const first = canvasElement.querySelector<HTMLElement>('[data-cell="0:0"]')!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(canvasElement.querySelector('[data-cell="1:1"]')));
    await expect(document.activeElement!.textContent).toBe('person1@example.com');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toBe(canvasElement.querySelector('[data-cell="1:2"]')));
  },
};

export const VirtualisedRows: Story = {
  args: { ...base, virtualizeAbove: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('237 in all · page 1 of 10');
    // 25 rows on the page; the scroll box holds all of them, only those in view are in the DOM.
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThanOrEqual(25);
    await expect(canvas.getByText('Person 001')).toBeInTheDocument();
  },
};

export const ExportDialog: Story = {
  args: { ...base, onExport: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByText('237 in all · page 1 of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Excel' }));
    const dialog = await page.findByRole('dialog', { name: 'Export to Excel' });
    // A list export starts on the filtered list (§9 scope 2), not the current page.
    await expect(within(dialog).getByLabelText('Only filtered')).toBeChecked();
    for (const name of ['Name', 'E-mail', 'Team'])
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one column to export.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Team' }));
    await userEvent.click(within(dialog).getByLabelText('All pages'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(
        { format: 'xlsx', scope: 0, columns: ['team'] },
        expect.objectContaining({ CurrentPage: 1 }),
      ),
    );
  },
};

const tenThousand: Person[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `row-${i}`,
  name: `Row ${i + 1}`,
  email: `row${i + 1}@example.com`,
  team: 'Engineering',
}));

/**
 * P5: a 10 000-row page (a client-side page: the fetcher returns every row) renders only the rows in
 * view. The story checks the DOM stays small; the mount time is printed for the bench notes (never
 * asserted: timings are not test outcomes here).
 */
export const TenThousandRowPage: Story = {
  args: { ...base, fetchPage: async () => ({ Data: tenThousand, TotalItemCount: tenThousand.length }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Row 1');
    const rendered = canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length;
    await expect(rendered).toBeLessThanOrEqual(60);
    await expect(rendered).toBeGreaterThan(5);
    // Mount time of a fresh table with the 10 000 rows already fetched: render until the rows show.
    const host = canvasElement.ownerDocument.createElement('div');
    canvasElement.appendChild(host);
    const root = createRoot(host);
    const started = performance.now();
    root.render(
      <ThemeProvider storageKey={null}>
        <DataTable {...args} label="Mount check" />
      </ThemeProvider>,
    );
    await waitFor(() => expect(host.querySelector('tbody tr[aria-rowindex]')).not.toBeNull());
    console.log(
      `P5 10 000-row page: ${rendered} rows in the DOM; mount to first rows ${(performance.now() - started).toFixed(1)} ms`,
    );
    root.unmount();
    host.remove();
  },
};

export const ColumnFilters: Story = {
  args: {
    ...base,
    fetchPage: fn(memoryServer(people)),
    columns: [
      { ...columns[0]!, filter: { kind: 'text' } },
      { ...columns[1]!, filter: { kind: 'text' } },
      {
        ...columns[2]!,
        filter: {
          kind: 'select',
          options: [
            { value: 'Sales', label: 'Sales' },
            { value: 'Finance', label: 'Finance' },
          ],
        },
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByText('237 in all · page 1 of 10');
    // A funnel in the E-mail header opens a small form: condition, value, Apply.
    await userEvent.click(canvas.getByRole('button', { name: 'Filter E-mail' }));
    const dialog = await page.findByRole('dialog', { name: 'Filter E-mail' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Condition for E-mail' }));
    await userEvent.click(await page.findByRole('option', { name: 'ends with' }));
    await userEvent.type(within(dialog).getByLabelText('Filter E-mail'), '7@example.com{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Filter E-mail' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Team' }));
    const team = await page.findByRole('dialog', { name: 'Filter Team' });
    await userEvent.click(within(team).getByRole('combobox', { name: 'Filter Team' }));
    await userEvent.click(await page.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(team).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({
          CurrentPage: 1,
          Filters: expect.arrayContaining([
            { Column: 'email', Value: '7@example.com', Operator: 3 },
            { Column: 'team', Value: 'Sales', Operator: 0 },
          ]),
        }),
        expect.anything(),
      ),
    );
    // The filters in force read as chips; the header buttons say they are active.
    const chips = canvas.getByRole('group', { name: 'Active filters' });
    await expect(chips).toHaveTextContent('E-mail ends with “7@example.com”');
    await expect(chips).toHaveTextContent('Team: Sales');
    await expect(canvas.getByRole('button', { name: 'Filter E-mail (active)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Team: Sales' }));
    await waitFor(() => expect(chips).not.toHaveTextContent('Team'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Active filters' })).toBeNull());
  },
};

const linked: DataTableColumn<Person>[] = [
  {
    id: 'name',
    title: 'Name',
    cell: (p) => (
      <Link
        href={`#person-${p.id}`}
        onClick={(e) => {
          e.preventDefault();
          opened(p.name);
        }}
      >
        {p.name}
      </Link>
    ),
  },
  { id: 'email', title: 'E-mail', cell: (p) => p.email, filter: { kind: 'text' } },
  {
    id: 'size',
    title: 'Size',
    cell: (p) => (p.name.length * 1234).toLocaleString('en'),
    align: 'end',
    isSortable: false,
  },
];
const opened = fn();

/**
 * The grid is a single tab stop (WAI-ARIA grid): Tab goes search → grid → pager, not through every
 * link and checkbox. Inside, arrows move; Enter opens a link or sorts; Space ticks a row; F2 reaches
 * a cell's other controls (the header's filter button) and Escape returns to the cell.
 */
export const KeyboardSingleTabStop: Story = {
  args: {
    ...base,
    columns: linked,
    rowLabel: (p) => p.name,
    bulkActions: () => null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('237 in all · page 1 of 10');
    const search = canvas.getByRole('searchbox', { name: 'Search People' });
    search.focus();
    await userEvent.tab();
    const corner = canvasElement.querySelector<HTMLElement>('[data-cell="0:0"]')!;
    await expect(corner).toHaveFocus();
    await userEvent.tab();
    // Straight out of the grid to the pager: no row link or checkbox on the way.
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    corner.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.querySelector('[data-cell="1:0"]')).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select Person 001' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(opened).toHaveBeenCalledWith('Person 001');
    // Header: Enter sorts, F2 reaches the filter button, Escape returns to the header cell.
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    const emailHeader = canvasElement.querySelector<HTMLElement>('[data-cell="0:2"]')!;
    await waitFor(() => expect(emailHeader).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(emailHeader).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.keyboard('{F2}');
    await expect(within(emailHeader).getByRole('button', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(within(emailHeader).getByRole('button', { name: 'Filter E-mail' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(emailHeader).toHaveFocus();
    // Numbers sit right, in tabular figures.
    const size = canvasElement.querySelector<HTMLElement>('[data-cell="1:3"]')!;
    await expect(getComputedStyle(size).textAlign).toBe('right');
  },
};

/** Compact rows for long lists. */
export const CompactDensity: Story = {
  args: { ...base, density: 'compact' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Person 001');
    await expect(canvasElement.querySelector('tbody tr')!.getBoundingClientRect().height).toBe(36);
  },
};
