import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccessProvider } from '../Access/AccessProvider';
import { Table } from '../Table/Table';
import { RowActions } from './RowActions';

const onRemove = fn();

function Demo() {
  return (
    <AccessProvider permissions={['Groups.Edit']} featureFlags={[]}>
      <Table label="Members of Helpdesk" css={{ width: 420 }}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {['Grace Allen', 'Ben Wilson'].map((name) => (
            <tr key={name}>
              <td>{name}</td>
              <td>
                <RowActions
                  objectName={name}
                  actions={[
                    { id: 'view', label: 'View', href: `#${name}` },
                    { id: 'edit', label: 'Edit', href: `#edit-${name}`, permission: 'Groups.Edit' },
                    { id: 'privileges', label: 'Privileges', href: `#privileges-${name}` },
                    { id: 'remove', destroys: 'remove', onClick: () => onRemove(name), permission: 'Groups.Edit' },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </AccessProvider>
  );
}

const meta = { title: 'Actions/RowActions', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The verb alone is visible, the accessible name adds the object; the actions stay on one line. */
export const VerbVisibleObjectInName: Story = {
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Grace Allen' });
    await expect(remove).toHaveTextContent(/^Remove$/);
    await expect(remove).toHaveAttribute('data-variant', 'quiet');
    await expect(canvas.getByRole('link', { name: 'Edit Grace Allen' })).toHaveTextContent(/^Edit$/);
    await expect(canvas.getByRole('link', { name: 'Privileges Grace Allen' })).toBeInTheDocument();
    const row = canvas.getByRole('link', { name: 'View Ben Wilson' }).parentElement!;
    const tops = [...row.children].map((c) => Math.round(c.getBoundingClientRect().top));
    // One line: no action sits above or below another ('Privileges Edit' over the trash icon).
    await expect(new Set(tops).size).toBe(1);
    await userEvent.click(remove);
    await expect(onRemove).toHaveBeenCalledWith('Grace Allen');
  },
};
