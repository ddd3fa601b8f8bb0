import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '@portcullis/ui';
import { DataTable, type DataTableColumn } from './DataTable';
import { base, columns, memoryServer, people, resetTableState, type Person } from './DataTable.story-data';

/** Column filters, the grid's single tab stop and compact rows. */
const meta: Meta<typeof DataTable<Person>> = {
  title: 'Data table/DataTable/Filters and keyboard',
  component: DataTable<Person>,
  beforeEach: resetTableState,
};
export default meta;
type Story = StoryObj<typeof DataTable<Person>>;
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
