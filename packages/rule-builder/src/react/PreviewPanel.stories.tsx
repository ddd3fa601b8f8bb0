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
    const link = canvas.getByRole('link', { name: /^user1-0\b/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/people/00000000-0000-4000-8000-000000000100');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('23 in all · page 2 of 3')).toBeInTheDocument();
  },
};

/** One page of users: nothing to page through, so no Previous/Next. */
export const SinglePage: Story = {
  args: {
    fetchPassedUsers: async () => ({
      TotalItemCount: 2,
      Data: [
        { UserId: 'a', UserName: 'ada', Email: 'ada@example.com' },
        { UserId: 'b', UserName: 'alan', Email: null },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('2 users pass')).toBeInTheDocument();
    await expect(canvas.getByText('2 in all · page 1 of 1')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
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
    const last = canvas.getByRole('region', { name: 'Last evaluation' });
    // In words and §9 dates, not a dump of the record's fields.
    await expect(last).toHaveTextContent('Result23 users pass this rule.');
    await expect(last).toHaveTextContent(/Last evaluated\d\d\/11\/2026 \d\d:\d\d:01/);
    await expect(last).toHaveTextContent(/Rule created\d\d\/11\/2026/);
    await expect(last).not.toHaveTextContent('RuleHash');
    await expect(last).not.toHaveTextContent('ab12');
    await expect(last).not.toHaveTextContent('2026-11-22T');
  },
};

/** A failed preview says why, in an alert, and tells the host (which marks the rule). */
export const FailedPreviewShowsItsError: Story = {
  args: {
    fetchPassedUsers: async () => {
      throw new Error('The rule is incomplete: Enter a value.');
    },
    onError: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The rule is incomplete: Enter a value.');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/users pass/)).toBeNull();
  },
};
