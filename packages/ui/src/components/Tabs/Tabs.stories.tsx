import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'User sections',
    onChange: fn(),
    items: [
      { id: 'general', label: 'General', content: 'General settings' },
      { id: 'groups', label: 'Groups', content: 'Group memberships' },
      {
        id: 'audit',
        label: 'Audit',
        content: 'Audit trail',
        isDisabled: true,
        disabledReason: 'Needs the Audit permission.',
      },
      { id: 'sessions', label: 'Sessions', content: 'Active sessions' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const general = canvas.getByRole('tab', { name: 'General' });
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('General settings');
    // Only the selected tab points at a panel: the others' panels are not rendered.
    const panel = canvas.getByRole('tabpanel');
    await expect(general).toHaveAttribute('aria-controls', panel.id);
    await expect(canvas.getByRole('tab', { name: 'Groups' })).not.toHaveAttribute('aria-controls');
    // A greyed tab says why.
    await expect(canvas.getByRole('tab', { name: 'Audit' })).toHaveAccessibleDescription('Needs the Audit permission.');
    await expect(canvas.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(general);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Groups' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Group memberships');
    await userEvent.keyboard('{ArrowRight}'); // skips the disabled Audit tab
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}'); // wraps
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('sessions');
  },
};

export const NavigationOnly: Story = {
  args: {
    items: [
      { id: 'a', label: 'Users' },
      { id: 'b', label: 'Sources' },
    ],
    defaultSelectedId: 'b',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sources' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
  },
};
