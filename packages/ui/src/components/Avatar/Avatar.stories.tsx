import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

const meta = { title: 'Data display/Avatar', component: Avatar } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  args: { name: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};
export const DefaultApp: Story = {
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'APP' })).toHaveTextContent('APP');
  },
};
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3a7"/></svg>',
  );
export const Photo: Story = {
  args: { name: 'Grace Hopper', photoUrl: photo, size: 56 },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Grace Hopper' });
    await expect(img.tagName).toBe('IMG');
  },
};
export const BrokenPhotoFallsBack: Story = {
  args: { name: 'Linus Torvalds', photoUrl: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Linus Torvalds' })).toHaveTextContent('LT'));
  },
};
