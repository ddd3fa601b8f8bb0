import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: 'ak_live_3f9a72c1', onCopy: fn() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmsForTwoSeconds: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('ak_live_3f9a72c1'));
    // onCopy is called as the copy succeeds; the confirmation renders just after it.
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('Copied'));
    await expect(await navigator.clipboard.readText()).toBe('ak_live_3f9a72c1');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('Copy'), { timeout: 3500 });
  },
};
