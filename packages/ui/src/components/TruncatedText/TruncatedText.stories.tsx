import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText';

const meta = { title: 'Data display/TruncatedText', component: TruncatedText } satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {
  args: { text: 'Enterprise Resource Planning Production Cluster' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Enterprise Resource Planning P...')).toBeInTheDocument();
    await userEvent.tab();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Enterprise Resource Planning Production Cluster',
    );
  },
};
export const Short: Story = {
  args: { text: 'Payroll' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payroll')).toBeInTheDocument();
    await expect(canvas.queryByText(/\.\.\.$/)).toBeNull();
  },
};
