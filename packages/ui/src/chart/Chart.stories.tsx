import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Chart } from './Chart';

const perDay = [
  { X: '2026-02-01', Series: 'ConsoleChange', Value: 12 },
  { X: '2026-02-01', Series: 'AccessRefused', Value: 2 },
  { X: '2026-02-02', Series: 'ConsoleChange', Value: 18 },
  { X: '2026-02-03', Series: 'ConsoleChange', Value: 9 },
  { X: '2026-02-03', Series: 'AccessRefused', Value: 5 },
  { X: '2026-02-04', Series: 'ConsoleChange', Value: 14 },
  { X: '2026-02-04', Series: 'SignIn', Value: 7 },
];

const meta = {
  title: 'Data display/Chart',
  component: Chart,
  args: {
    title: 'Events per day by type',
    kind: 'line',
    isTime: true,
    xLabel: 'Day',
    yLabel: 'Events',
    seriesLabel: 'Type',
    points: perDay,
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <Chart {...args} />
    </div>
  ),
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts over days: labelled axes, series told apart by dash and point shape, the numbers as a table. */
export const EventsPerDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Events per day by type' });
    await expect(figure).toHaveAccessibleDescription(
      'Line chart of Events by Day and Type: 4 days, 3 series, 67 in all. The table under Chart data lists the same numbers.',
    );
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(canvas.getByRole('list', { name: 'Type' })).toHaveTextContent('AccessRefusedConsoleChangeSignIn');
    // The table is the keyboard alternative: Tab reaches "Chart data" (a native disclosure), which opens the same numbers.
    await userEvent.tab();
    await expect(canvas.getByText('Chart data')).toHaveFocus();
    await userEvent.click(canvas.getByText('Chart data'));
    const table = canvas.getByRole('table', { name: 'Events per day by type' });
    await expect(table).toBeVisible();
    const row = canvas.getByRole('row', { name: /2026-02-03/ });
    await expect(row).toHaveTextContent('2026-02-03590');
  },
};

/** Counts per category as grouped bars. */
export const PerCategory: Story = {
  args: {
    title: 'Assignments by how they were granted',
    kind: 'bar',
    isTime: false,
    xLabel: 'Granted by',
    yLabel: 'Assignments',
    seriesLabel: 'Object type',
    points: [
      { X: 'Direct', Series: 'Application', Value: 40 },
      { X: 'Direct', Series: 'Group', Value: 25 },
      { X: 'Group', Series: 'Application', Value: 30 },
      { X: 'Group', Series: 'Role', Value: 12 },
      { X: 'Package', Series: 'Group', Value: 6 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(canvas.getByRole('figure')).toHaveAccessibleDescription(
      /^Bar chart of Assignments by Granted by and Object type: 3 categories/,
    );
  },
};

/** Nothing to draw: the words say so and no canvas is made. */
export const Empty: Story = {
  args: { points: [], emptyText: 'No audit events match these filters.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No audit events match these filters.')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

export const DarkMode: Story = { ...EventsPerDay, globals: { theme: 'dark' } };
