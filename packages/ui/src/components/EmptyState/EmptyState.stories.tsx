import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: "You don't have any locked users!", icon: '🔓' },
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
