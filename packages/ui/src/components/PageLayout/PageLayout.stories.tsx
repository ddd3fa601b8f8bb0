import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccessProvider } from '../Access/AccessProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { PlusIcon, UsersIcon } from '../icons';
import { PageHeader } from '../PageHeader/PageHeader';
import { PageLayout, PageSection } from './PageLayout';

function Demo({ withTabs = false, width }: { withTabs?: boolean; width?: 'full' | 'form' }) {
  return (
    <AccessProvider permissions={['Groups.Edit']} featureFlags={[]}>
      <div css={(t) => ({ background: t.colors.background, margin: -16 })}>
        <PageLayout
          {...(width ? { width } : {})}
          header={
            <PageHeader
              title="Groups"
              description="Gather users to give them access together."
              {...(withTabs
                ? {
                    tabs: [
                      { id: 'list', label: 'List' },
                      { id: 'defs', label: 'Definitions' },
                    ],
                    selectedTabId: 'list',
                  }
                : {})}
              primaryAction={{ id: 'create', label: 'Create group', icon: <PlusIcon />, onClick: () => undefined }}
              // One primary per view: every other action is outlined.
              actions={[{ id: 'import', label: 'Import', onClick: () => undefined }]}
            />
          }
        >
          <PageSection
            title="Members"
            description="Users in this group."
            actions={<Button size="sm">Add members</Button>}
          >
            <EmptyState
              icon={<UsersIcon size={24} />}
              title="This group has no members yet."
              action={<Button variant="primary">Add members</Button>}
              minHeight={160}
            />
          </PageSection>
          <PageSection title="Owners">
            <p style={{ margin: 0 }}>Owners can change the group and its members.</p>
          </PageSection>
        </PageLayout>
      </div>
    </AccessProvider>
  );
}

const meta = { title: 'Layout/PageLayout', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const gapUnderHeader = (root: HTMLElement) => {
  const header = root.querySelector('[data-page-header]')!.getBoundingClientRect();
  const first = root.querySelector('[data-page-content] > *')!.getBoundingClientRect();
  return first.top - header.bottom;
};

/** Header band, then content 24 px under its bottom edge, with the page gutters on both sides. */
export const HeaderAndSections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(gapUnderHeader(canvasElement)).toBe(24);
    const header = canvasElement.querySelector('[data-page-header]')!.getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const section = canvas.getByRole('region', { name: 'Members' }).getBoundingClientRect();
    await expect(heading.left - header.left).toBe(24);
    await expect(section.left - header.left).toBe(24);
    // One primary per view: the header drew the second 'primary' as secondary.
    await expect(canvas.getByRole('button', { name: 'Create group' })).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getByRole('button', { name: 'Import' })).toHaveAttribute('data-variant', 'secondary');
  },
};

/** With tabs the tab underline is the header's edge, and content still keeps its distance from it. */
export const WithTabs: Story = {
  args: { withTabs: true },
  play: async ({ canvasElement }) => {
    await expect(gapUnderHeader(canvasElement)).toBe(24);
  },
};

/** A form page: the content stops at a readable width. */
export const FormWidth: Story = {
  args: { width: 'form' },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('[data-page-content]')!.getBoundingClientRect();
    await expect(content.width).toBeLessThanOrEqual(720 + 48);
  },
};

export const DarkMode: Story = { ...HeaderAndSections, globals: { theme: 'dark' } };
