import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ChoiceCardSelector, type SettingDefinition } from './ChoiceCardSelector';

const mfaSetting: SettingDefinition = {
  Values: [
    { Value: '0', Title: 'System default', Description: 'Follow the tenant policy.', Icon: '⚙️' },
    {
      Value: '1',
      Title: 'Required',
      Description: 'Always ask for a second factor.',
      Icon: '🔐',
      Help: {
        Visible: true,
        Text: 'Users without a factor must enrol at next sign-in.',
        Url: 'https://example.com/mfa',
      },
    },
    {
      Value: '2',
      Title: 'Not required',
      Description: 'Never ask.',
      Icon: '🔓',
      Help: { Visible: false, Text: 'hidden help' },
    },
  ],
};

function Demo({ setting }: { setting: SettingDefinition }) {
  const [value, setValue] = useState<string | null>('0');
  return (
    <>
      <ChoiceCardSelector label="MFA required" setting={setting} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const meta = { title: 'Forms/ChoiceCardSelector', component: Demo, args: { setting: mfaSetting } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelp: Story = {
  play: async ({ canvas }) => {
    const required = canvas.getByRole('radio', { name: /Required/ });
    await expect(required).toHaveAccessibleDescription(/must enrol at next sign-in/);
    await expect(canvas.queryByText('hidden help')).toBeNull();
    await userEvent.click(canvas.getByText('Always ask for a second factor.'));
    await expect(required).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};

export const CompactSmallIconsNoSelectIcon: Story = {
  args: { setting: { ...mfaSetting, Compact: true, SmallIcon: true, HideSelectIcon: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Follow the tenant policy.')).toBeNull();
    await userEvent.click(canvas.getByText('Not required'));
    await expect(canvas.getByRole('radio', { name: /Not required/ })).toBeChecked();
  },
};
