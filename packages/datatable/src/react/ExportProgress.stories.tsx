import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExportProgress } from './ExportControls';

const meta: Meta<typeof ExportProgress> = { title: 'Data table/ExportProgress', component: ExportProgress };
export default meta;
type Story = StoryObj<typeof ExportProgress>;

export const HalfWay: Story = {
  args: { percent: 45, label: 'Preparing the Excel file' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing the Excel file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const ClampedToHundred: Story = {
  args: { percent: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
