import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SearchInput } from './SearchInput';

function Demo({ placeholder }: { placeholder?: string }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', width: 900 }}>
      <SearchInput label="Search Users" value={value} onChange={setValue} {...(placeholder ? { placeholder } : {})} />
      <output>{value}</output>
    </div>
  );
}

const meta = { title: 'Forms/SearchInput', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The longest placeholder of the console (ListUser, §2.13) is shown whole, never cut off. */
export const LongPlaceholder: Story = {
  args: { placeholder: 'Search users by user name, e-mail or display name...' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search Users' }) as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const textWidth = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(room).toBeGreaterThanOrEqual(textWidth);
  },
};

/** Escape or the clear button empties it; focus stays in the box. */
export const Clear: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search Users' });
    await userEvent.type(input, 'knuth');
    await expect(canvas.getByRole('status')).toHaveTextContent('knuth');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ada{Escape}');
    await expect(input).toHaveValue('');
  },
};
