import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRoot } from 'react-dom/client';
import { Button, ThemeProvider } from '@portcullis/ui';
import { DataTable } from './DataTable';
import { base, columns, memoryServer, people, resetTableState, type Person } from './DataTable.story-data';

const meta: Meta<typeof DataTable<Person>> = {
  title: 'Data table/DataTable',
  component: DataTable<Person>,
  beforeEach: resetTableState,
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
