import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DownloadIcon, PlusIcon, RefreshIcon, SettingsIcon, TrashIcon } from '../icons';
import { Button, IconButton } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};
export const Secondary: Story = {};
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Skip' } };

/**
 * The hierarchy side by side: one primary, secondary for the rest, danger for destruction, quiet
 * inside content. Each look differs from the others in fill or edge, not only in colour shade.
 */
export const Hierarchy: Story = {
  // Asserts the light theme's border colour; the dark run checks the same story's axe through DarkMode.
  tags: ['light-only'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button variant="primary" startIcon={<PlusIcon />}>
        Create user
      </Button>
      <Button startIcon={<DownloadIcon />}>Export</Button>
      <Button variant="danger" startIcon={<TrashIcon />}>
        Delete
      </Button>
      <Button variant="quiet">Clear selection</Button>
      <Button variant="primary" disabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const style = (name: string) => getComputedStyle(canvas.getByRole('button', { name }));
    const looks = ['Create user', 'Export', 'Delete', 'Clear selection'].map((name) => {
      const s = style(name);
      return `${s.backgroundColor}|${s.borderTopColor}`;
    });
    await expect(new Set(looks).size).toBe(4);
    await expect(style('Clear selection').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style('Export').borderTopColor).toBe('rgb(140, 149, 159)'); // borderStrong: a 3:1 edge
    // Labels never wrap, however narrow the toolbar.
    await expect(style('Create user').whiteSpace).toBe('nowrap');
  },
};
export const Loading: Story = {
  args: { variant: 'primary', isLoading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // A busy button keeps the keyboard focus (a natively disabled one would drop it to the page).
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const Icon: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="Refresh" icon={<RefreshIcon />} />
      <IconButton label="Delete Newcomer Knuth" icon={<TrashIcon />} />
      <IconButton label="Settings" icon={<SettingsIcon />} variant="secondary" />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toHaveAttribute('title', 'Refresh');
    // The object's name is in the accessible label, not in visible text.
    await expect(canvas.getByRole('button', { name: 'Delete Newcomer Knuth' })).not.toHaveTextContent('Newcomer');
  },
};

export const DarkMode: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args}>Secondary</Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="quiet">
        Quiet
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).backgroundColor).toBe(
      'rgb(68, 147, 248)',
    );
  },
};
