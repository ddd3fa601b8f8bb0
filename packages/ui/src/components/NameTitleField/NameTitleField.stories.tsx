import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { NameTitleField, type NameTitleValue } from './NameTitleField';

function Demo({ initial, showErrors }: { initial?: NameTitleValue; showErrors?: boolean }) {
  const [value, setValue] = useState<NameTitleValue>(initial ?? { title: '', name: '' });
  return <NameTitleField value={value} onChange={setValue} showErrors={showErrors ?? false} />;
}

const meta = { title: 'Forms/NameTitleField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GeneratesUntilEdited: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: /Title/ });
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(title, 'Şirket Yöneticileri v2.0');
    await expect(name).toHaveValue('sirket-yoneticileri-v2-0');
    await userEvent.clear(name);
    await userEvent.type(name, 'Admins Team');
    await expect(name).toHaveValue('admins-team');
    await userEvent.type(title, ' EU');
    await expect(name).toHaveValue('admins-team');
    // emptying the name regenerates it from the title
    await userEvent.clear(name);
    await userEvent.tab();
    await expect(name).toHaveValue('sirket-yoneticileri-v2-0-eu');
    await userEvent.type(title, 'X');
    await expect(name).toHaveValue('sirket-yoneticileri-v2-0-eux');
  },
};

export const BothRequired: Story = {
  args: { showErrors: true },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual(['Title is required.', 'Name is required.']);
  },
};

export const ExistingRecord: Story = {
  args: { initial: { title: 'Finance', name: 'fin-team' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), ' Ops');
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('fin-team');
  },
};
