import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const manyTabs = [
  'Applications',
  'Groups',
  'Roles',
  'Sessions',
  'Devices',
  'Audit',
  'Resources',
  'Access packages',
  'Owners',
  'Attributes',
  'Delegations',
  'Consents',
  'Certifications',
].map((name) => ({ id: name.toLowerCase(), label: name, content: `${name} of the user` }));

const rightEdgesInside = (root: HTMLElement) => {
  const list = root.querySelector('[role="tablist"]')!.parentElement!.getBoundingClientRect();
  return [...root.querySelectorAll('[role="tab"]')].every((t) => t.getBoundingClientRect().right <= list.right + 0.5);
};

/**
 * Thirteen tabs in 560 px: the ones that do not fit go to a 'More' menu at the end of the tab list, and
 * the selected tab always stays in the list. Arrow keys still reach every tab; choosing one from the
 * menu selects it and moves focus onto it.
 */
export const Overflow: Story = {
  args: { items: manyTabs, label: 'User details' },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, canvasElement }) => {
    const more = await canvas.findByRole('button', { name: /^More user details \(\d+\)$/ });
    const shownBefore = canvas.getAllByRole('tab').length;
    await expect(shownBefore).toBeGreaterThan(1);
    await expect(shownBefore).toBeLessThan(manyTabs.length);
    await expect(more).toHaveAccessibleName(`More user details (${manyTabs.length - shownBefore})`);
    await expect(rightEdgesInside(canvasElement)).toBe(true);
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.querySelector('[role="tablist"]')!.parentElement!.getBoundingClientRect().right + 0.5,
    );
    // Keyboard: End selects the last tab, which was left out; it joins the list and takes focus.
    await expect(canvas.queryByRole('tab', { name: 'Certifications' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Applications' }));
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('tab', { name: 'Certifications' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Certifications of the user');
    await expect(rightEdgesInside(canvasElement)).toBe(true);
    // ArrowRight wraps to the first tab, and the list is the plain run from the start again.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Applications' })).toHaveFocus();
    await expect(canvas.queryByRole('tab', { name: 'Certifications' })).toBeNull();
    // The menu: Enter opens it, the arrows walk the left-out tabs, Enter chooses one.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^More user details/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries).toHaveLength(manyTabs.length - shownBefore);
    await expect(entries.at(-1)).toHaveTextContent('Certifications');
    // Keys go to the menu only once it has taken focus (the focus manager moves it after mounting).
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Certifications' })).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith('certifications');
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};

/** When every tab fits there is no 'More' menu. */
export const NoOverflow: Story = {
  args: { items: manyTabs.slice(0, 4), label: 'User details' },
  decorators: Overflow.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /^More/ })).toBeNull();
  },
};
