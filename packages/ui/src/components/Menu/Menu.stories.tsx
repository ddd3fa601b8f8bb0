import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';

const onEdit = fn();
const onExport = fn();
const onDelete = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    items: [
      { id: 'edit', label: 'Edit', onSelect: onEdit },
      { id: 'archive', label: 'Archive', isDisabled: true },
      { id: 'export', label: 'Export', onSelect: onExport },
      { id: 'delete', label: 'Delete', onSelect: onDelete, isDanger: true },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndTypeahead: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Actions/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}'); // skips disabled Archive
    await expect(within(menu).getByRole('menuitem', { name: 'Export' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('d');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp on the closed trigger opens the menu on its last entry; the menu is named by the trigger.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = await body.findByRole('menu', { name: /Actions/ });
    await expect(trigger).toHaveAttribute('aria-controls', reopened.id);
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};
