import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Density } from '../../theme/tokens';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../Button/Button';
import { EditIcon, MoreIcon, TrashIcon } from '../icons';
import { Link } from '../Link/Link';
import { Menu } from '../Menu/Menu';
import { Pagination, Table, pinnedLastColumnStyles } from './Table';

const rows = [
  { id: '1', name: 'Newcomer Knuth', group: 'Contractors', members: 1204, state: 'Enabled' },
  { id: '2', name: 'Ada Lovelace', group: 'Engineering', members: 87, state: 'Locked' },
  { id: '3', name: 'Grace Hopper', group: 'Executives', members: 12, state: 'Enabled' },
];

function Demo({ density = 'comfortable' }: { density?: Density }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(25);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 760 }}>
      <Table label="Groups" density={density}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Group</th>
            <th scope="col" data-align="end">
              Members
            </th>
            <th scope="col">State</th>
            <th scope="col" data-align="end">
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Actions
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <Link href={`#/users/${r.id}`}>{r.name}</Link>
              </td>
              <td>{r.group}</td>
              <td data-align="end">{r.members.toLocaleString('en')}</td>
              <td>
                <Badge tone={r.state === 'Locked' ? 'danger' : 'success'}>{r.state}</Badge>
              </td>
              <td data-align="end" style={{ whiteSpace: 'nowrap' }}>
                <IconButton size="sm" label={`Edit ${r.name}`} icon={<EditIcon />} />
                <IconButton size="sm" label={`Delete ${r.name}`} icon={<TrashIcon />} />
                <Menu
                  size="sm"
                  icon={<MoreIcon />}
                  ariaLabel={`More actions for ${r.name}`}
                  label="More"
                  items={[
                    { id: 'lock', label: 'Lock' },
                    { id: 'reset', label: 'Reset password' },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        label="Groups pages"
        page={page}
        pageCount={3}
        onPageChange={setPage}
        summary={`1,204 in all · page ${page} of 3`}
        pageSize={size}
        onPageSizeChange={setSize}
      />
    </div>
  );
}

const meta = { title: 'Data/Table', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowHeight = (root: HTMLElement) => root.querySelector('tbody tr')!.getBoundingClientRect().height;

/** The default density, numbers right-aligned in tabular figures, row actions as named icon buttons. */
export const Comfortable: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(rowHeight(canvasElement)).toBe(48);
    const count = canvas.getByRole('cell', { name: '1,204' });
    await expect(getComputedStyle(count).textAlign).toBe('right');
    await expect(getComputedStyle(count).fontVariantNumeric).toBe('tabular-nums');
    await expect(canvas.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Ada Lovelace' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'More actions for Ada Lovelace' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('page 2 of 3');
  },
};

/** Compact rows for long lists and tables inside cards. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(rowHeight(canvasElement)).toBe(36);
  },
};

/** A single page has nothing to page through: no Previous or Next. */
export const SinglePage: StoryObj = {
  render: () => (
    <Pagination label="Preview pages" page={1} pageCount={1} onPageChange={() => undefined} summary="3 in all" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const DarkMode: Story = { globals: { theme: 'dark' }, args: { density: 'comfortable' } };

/**
 * A table wider than its frame scrolls inside the frame, never the page; with
 * `pinnedLastColumnStyles` its actions column stays in view at the right edge.
 */
export const PinnedActionsColumn: StoryObj = {
  render: () => (
    <div css={pinnedLastColumnStyles} style={{ maxWidth: 360 }}>
      <Table label="Sessions">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">IP address</th>
            <th scope="col">Started</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.name}</td>
              <td>198.51.100.101</td>
              <td style={{ whiteSpace: 'nowrap' }}>25/11/2026 23:59:51</td>
              <td>
                <IconButton size="sm" label={`Edit ${r.name}`} icon={<EditIcon />} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sessions' });
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const button = canvas.getByRole('button', { name: 'Edit Ada Lovelace' });
    const frameRight = frame.getBoundingClientRect().right;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frameRight);
  },
};
