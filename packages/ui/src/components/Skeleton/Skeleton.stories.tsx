import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  args: { variant: 'table', rows: 4, columns: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    // a header row plus four body rows
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  },
};
export const Header: Story = { args: { variant: 'header' } };
export const Text: Story = {
  args: { variant: 'text', rows: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton-bar]')).toHaveLength(2);
  },
};
