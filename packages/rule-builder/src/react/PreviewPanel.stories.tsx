import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, fn } from 'storybook/test';
import { PreviewPanel, type PreviewPage } from './PreviewPanel';

const users = (page: number): PreviewPage => ({
  TotalItemCount: 23,
  Data: Array.from({ length: page === 3 ? 3 : 10 }, (_, i) => ({
    UserId: `00000000-0000-4000-8000-${String(page * 100 + i).padStart(12, '0')}`,
    UserName: `user${page}-${i}`,
    Email: `user${page}-${i}@example.com`,
  })),
});

const meta: Meta<typeof PreviewPanel> = { title: 'Rule builder/PreviewPanel', component: PreviewPanel };
export default meta;
type Story = StoryObj<typeof PreviewPanel>;

export const DisabledUntilFirstPreview: Story = {
  args: { fetchPassedUsers: fn(async (page: number) => users(page)), userHref: (id) => `/people/${id}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Press Preview to see the users this rule selects.')).toBeInTheDocument();
    await expect(args.fetchPassedUsers).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('23 users pass')).toBeInTheDocument();
    await expect(args.fetchPassedUsers).toHaveBeenCalledWith(1, 10);
    const link = canvas.getByRole('link', { name: 'user1-0' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/people/00000000-0000-4000-8000-000000000100');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeInTheDocument();
  },
};

/** Without `userHref` the package links nowhere: it knows no host routes. */
export const NamesWithoutLinks: Story = {
  args: { fetchPassedUsers: async (page: number) => users(page) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('user1-0')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithResultHeader: Story = {
  args: {
    fetchPassedUsers: async (page: number) => users(page),
    result: {
      TourStartDate: '2026-11-22T10:00:00Z',
      TourEndDate: '2026-11-22T10:00:01Z',
      CreatedDate: '2026-11-01T09:00:00Z',
      UpdatedDate: null,
      Message: '23 users pass this rule.',
      RuleHash: 'ab12',
      ErrorMessage: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RuleHash')).toBeInTheDocument();
    await expect(canvas.getByText('23 users pass this rule.')).toBeInTheDocument();
  },
};

export const ErrorsAreSilent: Story = {
  args: {
    fetchPassedUsers: async () => {
      throw new Error('boom');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/users pass/)).toBeNull();
  },
};
