import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SecretReveal } from './SecretReveal';

const meta = {
  title: 'Data display/SecretReveal',
  component: SecretReveal,
  args: { loadSecret: fn(async () => 'Xk29vPq0LmZ4a') },
} satisfies Meta<typeof SecretReveal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NineSecondCountdown: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Hidden password')).not.toHaveTextContent('Xk29vPq0LmZ4a');
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal password' }));
    await expect(args.loadSecret).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByLabelText('Revealed password')).toHaveTextContent('Xk29vPq0LmZ4a'));
    await expect(canvas.getByRole('timer')).toHaveTextContent('9s');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('8s'), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(canvas.getByLabelText('Hidden password')).toBeInTheDocument();
  },
};

export const HidesWhenCountdownEnds: Story = {
  args: { countdownSeconds: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal password' }));
    await waitFor(() => expect(canvas.getByLabelText('Revealed password')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByLabelText('Hidden password')).toBeInTheDocument(), { timeout: 2500 });
  },
};
