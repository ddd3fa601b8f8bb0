import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { LockIcon, PlusIcon, SearchEmptyIcon, UsersIcon } from '../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: "You don't have any locked users!", icon: <LockIcon size={24} /> },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-empty-state]') as HTMLElement;
    await expect(getComputedStyle(box).minHeight).toBe('293px');
  },
};
export const MapPanelWithAction: Story = {
  args: {
    minHeight: 330,
    description: 'Sign-ins will appear here.',
    action: <Button variant="primary">Refresh</Button>,
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-empty-state]') as HTMLElement;
    await expect(getComputedStyle(box).minHeight).toBe('330px');
  },
};

/** A list with nothing yet: the sentence says so and the action fills it. */
export const ListWithCreateAction: Story = {
  args: {
    icon: <UsersIcon size={24} />,
    title: 'No groups yet.',
    description: 'Groups gather users so you can give them access together.',
    action: (
      <Button variant="primary" startIcon={<PlusIcon />}>
        Create group
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No groups yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create group' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-empty-state] svg')).not.toBeNull();
  },
};

/** A search that matched nothing: the way out is to clear it. */
export const NoMatches: Story = {
  args: {
    icon: <SearchEmptyIcon size={24} />,
    title: 'No users match “zzz”.',
    description: 'Check the spelling or clear the search to see every user.',
    action: <Button>Clear search</Button>,
    minHeight: 200,
  },
};
