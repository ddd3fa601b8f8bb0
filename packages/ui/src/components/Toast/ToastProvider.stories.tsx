import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './ToastProvider';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('Export', 'Excel file preparing!')}>Success</Button>
      <Button onClick={() => toast.danger('Statistics', 'Something went wrong')}>Danger</Button>
      <Button onClick={() => toast.info('Notifications', 'Settings saved successfully.')}>Info</Button>
      <Button onClick={() => toast.show({ kind: 'info', message: 'Quick one', autoHideMs: 300 })}>Short</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Danger' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent('StatisticsSomething went wrong');
    await expect(within(region).getAllByRole('status')).toHaveLength(2);
    await expect(region.querySelector('[data-kind="success"]')).toHaveTextContent('Excel file preparing!');
  },
};

export const DismissAndAutoHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Danger' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Short' }));
    await expect(canvas.getByText('Quick one')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Quick one')).toBeNull(), { timeout: 2000 });
  },
};

export const DarkMode: Story = { ...Kinds, globals: { theme: 'dark' } };
