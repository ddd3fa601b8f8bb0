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
      { id: 'audit', label: 'Audit', content: 'Audit trail', isDisabled: true },
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
