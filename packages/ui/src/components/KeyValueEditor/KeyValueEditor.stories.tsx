import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { KeyValuePair } from '../../core/keyValue';
import { KeyValueEditor } from './KeyValueEditor';

function Demo({ allowDuplicates }: { allowDuplicates?: boolean }) {
  const [pairs, setPairs] = useState<KeyValuePair[]>([{ key: 'region', value: 'eu-west' }]);
  return <KeyValueEditor label="Claims" value={pairs} onChange={setPairs} allowDuplicates={allowDuplicates ?? false} />;
}

const meta = { title: 'Forms/KeyValueEditor', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  play: async ({ canvas }) => {
    const key = canvas.getByRole('textbox', { name: 'Key' });
    const value = canvas.getByRole('textbox', { name: 'Value' });
    await userEvent.type(key, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(2); // header + region: empty key ignored
    await userEvent.clear(key);
    await userEvent.type(key, 'region');
    await userEvent.type(value, 'us{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This key already exists.');
    await userEvent.clear(key);
    await userEvent.type(key, ' tier ');
    await userEvent.clear(value);
    await userEvent.type(value, '  gold  {Enter}');
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['tier', 'gold', '×']);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove region' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const DuplicatesAllowed: Story = {
  args: { allowDuplicates: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'region');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value' }), 'us{Enter}');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};
