import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../Form/FormField';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { TimePicker } from './TimePicker';

function Demo(props: Partial<DatePickerProps> & { initial?: Date | null }) {
  const [value, setValue] = useState<Date | null>(props.initial === undefined ? new Date(2026, 4, 10) : props.initial);
  return (
    <div style={{ maxWidth: 320, minHeight: 420 }}>
      <FormField label="Start date">
        <DatePicker {...props} value={value} onChange={setValue} />
      </FormField>
      <output aria-label="Chosen">{value ? value.toISOString() : 'none'}</output>
    </div>
  );
}

const meta = { title: 'Pickers/DatePicker', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openCalendar = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(body.getByRole('button', { name: /^Open calendar/ }));
  return body.findByRole('dialog', { name: /Choose date/ });
};

/** The option labels of a kit Select inside `scope` (opens it; the list stays open). */
async function optionsOf(scope: HTMLElement, name: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name }));
  return within(scope)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

/** Chooses an option of a kit Select inside `scope`. */
async function pick(scope: HTMLElement, name: string, option: string) {
  const box = within(scope).getByRole('combobox', { name });
  if (box.getAttribute('aria-expanded') !== 'true') await userEvent.click(box);
  await userEvent.click(within(scope).getByRole('option', { name: option }));
}

export const PickADay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveValue('10/05/2026');
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
    await userEvent.click(within(dialog).getByRole('button', { name: /May 21, 2026/ }));
    await expect(input).toHaveValue('21/05/2026');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Constraints: Story = {
  args: {
    minDate: new Date(2026, 4, 5),
    maxDate: new Date(2026, 4, 25),
    disabledDaysOfWeek: [0, 6],
    disabledDates: [new Date(2026, 4, 13)],
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /May 4, 2026/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /May 26, 2026/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /May 9, 2026/ })).toBeDisabled(); // Saturday
    await expect(within(dialog).getByRole('button', { name: /May 13, 2026/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /May 14, 2026/ })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(input);
    await userEvent.type(input, '13/05/2026{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an allowed date as DD/MM/YYYY.');
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent(new Date(2026, 4, 10).toISOString());
  },
};

export const MinAfterMax: Story = {
  args: { minDate: new Date(2026, 4, 20), maxDate: new Date(2026, 4, 1), initial: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum date must not be after the maximum date.');
  },
};

export const Views: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'May 2026, choose month' }));
    await userEvent.click(within(dialog).getByRole('gridcell', { name: 'Aug' }));
    await expect(within(dialog).getByRole('button', { name: 'August 2026, choose month' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'August 2026, choose month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '2026, choose year' }));
    await expect(within(dialog).getAllByRole('gridcell')).toHaveLength(12);
    await expect(within(dialog).getByRole('gridcell', { name: '2026' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '2020-2029, choose decade' }));
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2030-2039' }));
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2031' }));
    await userEvent.click(within(dialog).getByRole('gridcell', { name: 'Feb' }));
    await expect(within(dialog).getByRole('button', { name: 'February 2031, choose month' })).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
  },
};

export const WithTimeAndStep: Story = {
  args: { withTime: true, minuteStep: 15, initial: new Date(2026, 4, 10, 9, 0, 0), disabledHours: [0, 1, 2, 3] },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveValue('10/05/2026 09:00:00');
    await userEvent.clear(input);
    await userEvent.type(input, '11/05/2026 10:08:00{Enter}');
    await expect(input).toHaveValue('11/05/2026 10:15:00');
    const dialog = await openCalendar(canvasElement);
    await expect(await optionsOf(dialog, 'Minute')).toEqual(['00', '15', '30', '45']);
    await expect(await optionsOf(dialog, 'Hour')).not.toContain('02');
    await pick(dialog, 'Hour', '14');
    await pick(dialog, 'Minute', '45');
    await expect(input).toHaveValue('11/05/2026 14:45:00');
  },
};

export const MinuteGridOfFiveWhenStepIsOne: Story = {
  args: { withTime: true, initial: new Date(2026, 4, 10, 9, 0, 0) },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(await optionsOf(dialog, 'Minute')).toHaveLength(12);
  },
};

export const Time: StoryObj = {
  render: function TimeDemo() {
    const [value, setValue] = useState<string | null>('09:00');
    return <TimePicker label="Start time" value={value} onChange={setValue} />;
  },
  play: async ({ canvas }) => {
    // 24 hours × 6 ten-minute slots, plus '-None-' to clear
    await expect(
      await optionsOf(canvas.getByRole('combobox', { name: 'Start time' }).parentElement!, 'Start time'),
    ).toHaveLength(145);
    await userEvent.keyboard('{Escape}');
    await pick(canvas.getByRole('combobox', { name: 'Start time' }).parentElement!, 'Start time', '13:50');
    await expect(canvas.getByRole('combobox', { name: 'Start time' })).toHaveTextContent('13:50');
  },
};

export const DarkMode: Story = {
  globals: { theme: 'dark' },
  args: { withTime: true, minDate: new Date(2026, 4, 5) },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const selectedDay = within(dialog).getByRole('button', { name: /May 10, 2026/ });
    selectedDay.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('button', { name: /May 11, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: /May 18, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('18/05/2026');
  },
};
