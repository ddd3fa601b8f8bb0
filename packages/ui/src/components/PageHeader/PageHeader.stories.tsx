import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessProvider } from '../Access/AccessProvider';
import { PageHeader, type PageHeaderProps } from './PageHeader';

const onCreate = fn();
const onSelectFilter = fn();

function Demo(props: Partial<PageHeaderProps> & { permissions?: string[] }) {
  const [search, setSearch] = useState('');
  return (
    <AccessProvider permissions={props.permissions ?? []} featureFlags={[]}>
      <PageHeader
        title="Users"
        description="People who can sign in to your applications."
        avatar={{ name: null }}
        tabs={[
          { id: 'list', label: 'List' },
          { id: 'sources', label: 'Sources' },
        ]}
        search={{ value: search, onChange: setSearch, placeholder: 'Search by user name, e-mail or name' }}
        savedFilters={{
          items: [
            { id: 'locked', label: 'Locked users' },
            { id: 'mfa', label: 'MFA disabled' },
          ],
          onSelect: onSelectFilter,
        }}
        primaryAction={{ id: 'create', label: 'New user', onClick: onCreate, permission: 'Users.Create' }}
        actions={[
          { id: 'export', label: 'Export', onClick: () => undefined },
          { id: 'delete', destroys: 'delete', onClick: () => undefined },
        ]}
        {...props}
      />
    </AccessProvider>
  );
}

const meta = { title: 'Layout/PageHeader', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPermission: Story = {
  args: { permissions: ['Users.Create'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'APP' })).toBeInTheDocument();
    const create = canvas.getByRole('button', { name: 'New user' });
    // One primary, filled and first; every other page action outlined, a destructive one says 'Delete'.
    await expect(create).toHaveAttribute('data-variant', 'primary');
    const drawn = [...canvasElement.querySelectorAll('[data-action-place="page"]')];
    await expect(drawn.map((b) => [b.textContent, b.getAttribute('data-variant')])).toEqual([
      ['New user', 'primary'],
      ['Export', 'secondary'],
      ['Delete', 'secondary'],
    ]);
    await userEvent.click(create);
    await expect(onCreate).toHaveBeenCalledTimes(1);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'ada');
    await expect(search).toHaveValue('ada');
    await expect(search).toHaveAttribute('placeholder', 'Search by user name, e-mail or name');
    await userEvent.click(canvas.getByRole('button', { name: /Saved filters/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'MFA disabled' }),
    );
    await expect(onSelectFilter).toHaveBeenCalledWith('mfa');
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

export const WithoutPermission: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'New user' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  render: () => <PageHeader title="Dashboard" />,
};
