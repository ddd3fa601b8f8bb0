import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader';
import { Breadcrumbs, PageBreadcrumbProvider } from './Breadcrumbs';

const TRAIL = [
  { label: 'Security', href: '/security/authenticators' },
  { label: 'Roles', href: '/security/roles/defs' },
  { label: 'Role' },
];

const meta = {
  title: 'Layout/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: TRAIL, onNavigate: fn() },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Section and list are links; the page itself is the last step, as text marked current. */
export const Trail: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('Role')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Role' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Roles' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/security/roles/defs');
  },
};

/** A page header under a provider shows the trail above its title without being given it. */
export const InPageHeader: Story = {
  render: (args) => (
    <PageBreadcrumbProvider breadcrumb={<Breadcrumbs {...args} />}>
      <PageHeader title="Helpdesk" description="Resets passwords and unlocks accounts." />
    </PageBreadcrumbProvider>
  ),
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' }).getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1, name: 'Helpdesk' }).getBoundingClientRect();
    await expect(trail.bottom).toBeLessThanOrEqual(title.top);
  },
};
