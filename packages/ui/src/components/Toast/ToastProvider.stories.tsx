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
      <Button
        onClick={() => toast.show({ kind: 'danger', message: 'Unable to proceed your request.', autoHideMs: 300 })}
      >
        Short error
      </Button>
      <Button
        onClick={() =>
          toast.show({
            kind: 'success',
            title: 'Export',
            message: 'The export has started. It will appear on the Exports page when ready.',
            // A host router navigates on a plain click (the story just records it).
            action: { label: 'Go to Exports', href: '/reports/exports', onClick: (e) => e.preventDefault() },
          })
        }
      >
        With action
      </Button>
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

/** Hovering or focusing the toasts stops their countdown (WCAG 2.2.1); leaving lets them go. */
export const PausesWhileHoveredOrFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Short error' }));
    const alert = canvas.getByRole('alert');
    await userEvent.hover(alert);
    // Well past its 300 ms: still there while the pointer rests on it.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to proceed your request.');
    // Focus inside keeps it too, after the pointer has left.
    canvas.getByRole('button', { name: 'Dismiss notification' }).focus();
    await userEvent.unhover(alert);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Short error' }).focus();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  },
};

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'With action' }));
    const link = canvas.getByRole('link', { name: 'Go to Exports' });
    await expect(link).toHaveAttribute('href', '/reports/exports');
    await userEvent.click(link);
    await waitFor(() => expect(canvas.queryByText(/The export has started/)).toBeNull());
  },
};

export const DarkMode: Story = { ...Kinds, globals: { theme: 'dark' } };
