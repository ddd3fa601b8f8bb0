import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const onNavigate = fn();

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#/directory/users/42', children: 'Newcomer Knuth' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its own, e.g. a name in a table: link colour, no underline until hovered or focused. */
export const Standalone: Story = {
  // Asserts the light theme's link colour (the dark run still checks its contrast with axe elsewhere).
  tags: ['light-only'],
  args: {
    onClick: (event) => {
      event.preventDefault();
      onNavigate('/directory/users/42');
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Newcomer Knuth' });
    const style = getComputedStyle(link);
    await expect(style.color).toBe('rgb(11, 92, 173)');
    await expect(style.textDecorationLine).toBe('none');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/directory/users/42');
  },
};

/** Inside a sentence the link is underlined, so colour is not the only difference. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      Exports are kept until they expire; see{' '}
      <Link {...args} variant="inline" href="#/reports/exports">
        the Exports page
      </Link>{' '}
      for the files ready to download.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link')).textDecorationLine).toBe('underline');
  },
};

/** Opening elsewhere says so, to the eye and to screen readers. */
export const External: Story = {
  args: { href: 'https://docs.example.com/passwordless/windows', children: 'Windows set-up guide', isExternal: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Windows set-up guide (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const DarkMode: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Link {...args} />
      <Link {...args} variant="quiet" href="#quiet">
        Quiet link
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Newcomer Knuth' })).color).toBe(
      'rgb(88, 166, 255)',
    );
  },
};
