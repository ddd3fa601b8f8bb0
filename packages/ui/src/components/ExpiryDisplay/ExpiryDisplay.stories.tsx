import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExpiryDisplay } from './ExpiryDisplay';

const now = new Date(2026, 4, 10, 12, 0, 0);
const meta = { title: 'Data display/ExpiryDisplay', component: ExpiryDisplay, args: { now } } satisfies Meta<
  typeof ExpiryDisplay
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  args: { date: new Date(2026, 3, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeInTheDocument();
    await expect(canvas.getByText('01/04/2026')).toBeInTheDocument();
  },
};
export const ExpiringSoon: Story = {
  args: { date: new Date(2026, 4, 25, 8, 30, 0), withTime: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expiring within one month')).toBeInTheDocument();
    await expect(canvas.getByText('25/05/2026 08:30:00')).toBeInTheDocument();
  },
};
export const ExpiringAlertOff: Story = {
  args: { date: new Date(2026, 4, 25), isAlertOn: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Expiring within one month')).toBeNull();
  },
};
export const Valid: Story = {
  args: { date: '2027-01-01T00:00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01/01/2027')).toBeInTheDocument();
    await expect(canvas.queryByText('Expired')).toBeNull();
  },
};
export const NoDate: Story = {
  args: { date: '0001-01-01T00:00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-')).toBeInTheDocument();
  },
};
