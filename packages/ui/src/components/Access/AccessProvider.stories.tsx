import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AccessProvider, FeatureFlagGate, PermissionGate } from './AccessProvider';

const meta = {
  title: 'Access/Gates',
  component: AccessProvider,
  args: { permissions: ['Users.List'], featureFlags: ['EXPORT'] },
  render: (args) => (
    <AccessProvider {...args}>
      <div style={{ display: 'grid', gap: 12 }}>
        <PermissionGate permission="Users.List">
          <Button>List users</Button>
        </PermissionGate>
        <PermissionGate permission="Users.Delete">
          <Button variant="danger">Delete users</Button>
        </PermissionGate>
        <PermissionGate permission="System.Management" onDenied="lock" lockedLabel="System settings">
          <a href="#system">System settings</a>
        </PermissionGate>
        <FeatureFlagGate flag="EXPORT">
          <Button>Export</Button>
        </FeatureFlagGate>
        <FeatureFlagGate flag="ANOMALY_DETECTION">
          <div>Anomaly Detection</div>
        </FeatureFlagGate>
      </div>
    </AccessProvider>
  ),
} satisfies Meta<typeof AccessProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RegularUser: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'List users' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete users' })).toBeNull();
    const locked = canvas.getByRole('link', { name: /System settings/ });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).not.toHaveAttribute('href');
    await userEvent.tab();
    await userEvent.tab();
    await expect(locked).toHaveFocus();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent("You don't have access to this feature!");
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('This feature is not enabled in your environment.');
    await expect(canvas.queryByText('Anomaly Detection')).toBeNull();
  },
};

export const SuperAdmin: Story = {
  args: { isSuperAdmin: true, featureFlags: ['EXPORT', 'ANOMALY_DETECTION'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete users' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'System settings' })).toHaveAttribute('href', '#system');
    await expect(canvas.getByText('Anomaly Detection')).toBeInTheDocument();
  },
};
