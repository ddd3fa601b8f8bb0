import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PagedData } from '@portcullis/api-client';
import { Button } from '@portcullis/ui';
import { invalidateQueries } from '../core/index';
import { DataTable, type DataTableColumn } from './DataTable';

/**
 * A table whose source changes in place: the tabs of an object view render one table element for
 * every tab (as the console's relation tabs do), so only the query key tells the sources apart.
 */
interface Linked {
  id: string;
  title: string;
}

const members: Linked[] = ['Grace Allen', 'Alan Turing', 'Ada Lovelace'].map((title, i) => ({ id: `m${i}`, title }));
const permissions: Linked[] = ['User.List', 'User.View', 'User.Edit', 'Group.List'].map((title, i) => ({
  id: `p${i}`,
  title,
}));

/** Permissions answer only when the story lets them (`release`), so the switch is seen mid-flight. */
function deferredSource(rows: Linked[]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = async (): Promise<PagedData<Linked>> => {
    await gate;
    return { Data: rows, TotalItemCount: rows.length };
  };
  return { fetch, release: () => release() };
}

let slowPermissions = deferredSource(permissions);

function RoleTabs({ roleId }: { roleId: string }) {
  const [tab, setTab] = useState<'members' | 'permissions'>('members');
  const columns: DataTableColumn<Linked>[] = [
    { id: 'Title', title: tab === 'members' ? 'Member' : 'Permission', cell: (row) => row.title },
  ];
  return (
    <div>
      <div role="group" aria-label="Tabs">
        <Button variant="secondary" onClick={() => setTab('members')}>
          Members
        </Button>
        <Button variant="secondary" onClick={() => setTab('permissions')}>
          Permissions
        </Button>
      </div>
      <DataTable
        label={tab === 'members' ? 'Members' : 'Permissions'}
        queryKey={['role', roleId, tab]}
        historyName="tab"
        stateIn="memory"
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={tab === 'members' ? 'No members.' : 'This role gives no permissions.'}
        fetchPage={
          tab === 'members' ? async () => ({ Data: members, TotalItemCount: members.length }) : slowPermissions.fetch
        }
      />
    </div>
  );
}

const meta: Meta<typeof RoleTabs> = {
  title: 'Data table/DataTable/Sources',
  component: RoleTabs,
  // Behaviour, not looks: the table's own stories hold its screenshots.
  parameters: { visual: false },
};
export default meta;
type Story = StoryObj<typeof RoleTabs>;

/** Switching tabs never shows the first tab's rows under the second's headers, before or after it loads. */
export const SwitchingTabs: Story = {
  args: { roleId: 'helpdesk' },
  beforeEach: () => {
    slowPermissions = deferredSource(permissions);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Grace Allen');
    await userEvent.click(canvas.getByRole('button', { name: 'Permissions' }));
    const grid = await canvas.findByRole('grid', { name: 'Permissions' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).queryByText('Grace Allen')).toBeNull();
    await expect(within(grid).queryByText('This role gives no permissions.')).toBeNull();
    slowPermissions.release();
    await within(grid).findByText('User.Edit');
    await expect(within(grid).getAllByRole('row')).toHaveLength(permissions.length + 1);
    await expect(within(grid).queryByText('Grace Allen')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Members' }));
    const membersGrid = await canvas.findByRole('grid', { name: 'Members' });
    await within(membersGrid).findByText('Ada Lovelace');
    await expect(within(membersGrid).queryByText('User.Edit')).toBeNull();
  },
};

let stored = ['Grace Allen'];

/** A write elsewhere (Add member) invalidates the key's prefix, and the table fetches its page again. */
export const InvalidatedByAWrite: Story = {
  beforeEach: () => {
    stored = ['Grace Allen'];
  },
  render: () => (
    <div>
      <Button
        onClick={() => {
          stored = [...stored, `Member ${stored.length + 1}`];
          invalidateQueries(['group', 'g1']);
        }}
      >
        Add member
      </Button>
      <DataTable
        label="Group members"
        queryKey={['group', 'g1', 'members']}
        stateIn="memory"
        columns={[{ id: 'Title', title: 'Member', cell: (row: Linked) => row.title }]}
        rowKey={(row) => row.id}
        fetchPage={async () => ({
          Data: stored.map((title, i) => ({ id: String(i), title })),
          TotalItemCount: stored.length,
        })}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1 in all · page 1 of 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add member' }));
    await canvas.findByText('Member 2');
    await waitFor(() => expect(canvas.getByText('2 in all · page 1 of 1')).toBeInTheDocument());
  },
};
