import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = { title: 'Data display/Badge', component: Badge, args: { children: 'Enabled' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['neutral', 'primary', 'info', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('danger')).toHaveAttribute('data-tone', 'danger');
  },
};

export const DarkMode: Story = { ...Tones, globals: { theme: 'dark' } };
