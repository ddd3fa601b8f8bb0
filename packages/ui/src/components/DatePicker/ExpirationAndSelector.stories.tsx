import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, startOfDay } from 'date-fns';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../Form/FormField';
import { DateSelector } from './DateSelector';
import { ExpirationDatePicker } from './ExpirationDatePicker';

const now = new Date(2026, 4, 10, 12, 30, 0);

function ExpirationDemo({ withTime, initial }: { withTime?: boolean; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial ?? null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 320, minHeight: 420 }}>
      <FormField label="Expiration date" error={message}>
        <ExpirationDatePicker
          value={value}
          onChange={setValue}
          withTime={withTime ?? false}
          now={now}
          onValidate={setMessage}
        />
      </FormField>
      <output aria-label="Stored">{value ?? 'none'}</output>
    </div>
  );
}

const meta = { title: 'Pickers/ExpirationDatePicker', component: ExpirationDemo } satisfies Meta<typeof ExpirationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Open calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /May 9, 2026/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /May 10, 2026/ }));
    await expect(canvas.getByLabelText('Stored')).toHaveTextContent('2026-05-10 00:00:00');
  },
};

export const DateTimeInUtc: Story = {
  args: { withTime: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Expiration date' });
    await userEvent.type(input, '10/05/2026 11:00:00{Enter}');
    await expect(canvas.getByLabelText('Stored')).toHaveTextContent('none');
    await userEvent.clear(input);
    await userEvent.type(input, '11/05/2026 13:45:00{Enter}');
    const expected = new Date(2026, 4, 11, 13, 45, 0).toISOString().replace('T', ' ').slice(0, 19);
    await expect(canvas.getByLabelText('Stored')).toHaveTextContent(expected);
  },
};

export const PastValueIsInvalid: Story = {
  args: { initial: '2026-05-01 00:00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You should select future date.');
  },
};

function SelectorDemo({ isEndDate, initial }: { isEndDate?: boolean; initial?: Date | null }) {
  const [value, setValue] = useState<Date | null>(initial ?? null);
  return (
    <div style={{ minHeight: 200 }}>
      <DateSelector
        label={isEndDate ? 'End date' : 'Start date'}
        isEndDate={isEndDate ?? false}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Selected">{value ? value.toDateString() : 'default'}</output>
    </div>
  );
}

export const SelectorStart: StoryObj<typeof SelectorDemo> = {
  render: (args) => <SelectorDemo {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Current' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom' }));
    const shortcuts = within(canvas.getByRole('group', { name: 'Shortcuts' })).getAllByRole('button');
    await expect(shortcuts.map((b) => b.textContent)).toEqual([
      'Today',
      'Tomorrow',
      '1 week',
      '2 weeks',
      '1 month',
      '6 months',
      '1 year',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '2 weeks' }));
    await expect(canvas.getByLabelText('Selected')).toHaveTextContent(
      addDays(startOfDay(new Date()), 14).toDateString(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Current' }));
    await expect(canvas.getByLabelText('Selected')).toHaveTextContent('default');
  },
};

export const SelectorEndFarFutureIsLifetime: StoryObj<typeof SelectorDemo> = {
  render: (args) => <SelectorDemo {...args} />,
  args: { isEndDate: true, initial: new Date(2999, 0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Lifetime' })).toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Shortcuts' })).toBeNull();
  },
};

export const SelectorCustomValue: StoryObj<typeof SelectorDemo> = {
  render: (args) => <SelectorDemo {...args} />,
  args: { isEndDate: true, initial: new Date(2027, 0, 15) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'End date (custom)' })).toHaveValue('15/01/2027');
  },
};
