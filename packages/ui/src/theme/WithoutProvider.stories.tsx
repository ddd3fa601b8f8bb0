import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { FormField } from '../components/Form/FormField';
import { TreeSelect } from '../components/TreeSelect/TreeSelect';
import { lightColors } from './tokens';

/** What a host without our ThemeProvider renders: the components use the default light theme. */
function Host() {
  const [date, setDate] = useState<Date | null>(new Date(2026, 4, 10));
  const [units, setUnits] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360, padding: 16 }}>
      <Button variant="primary">Save</Button>
      <FormField label="Start date">
        <DatePicker value={date} onChange={setDate} />
      </FormField>
      <TreeSelect
        label="Units"
        records={[
          { Id: 1, Title: 'Headquarters' },
          { Id: 2, Title: 'Sales', ParentId: 1 },
        ]}
        keyField="Id"
        value={units}
        onChange={setUnits}
      />
      <output aria-label="Chosen units">{units.join(',')}</output>
    </div>
  );
}

const hex = (rgb: string) =>
  '#' +
  (rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('');

const meta = {
  title: 'Foundations/Without ThemeProvider',
  component: Host,
  parameters: { themeProvider: false, visual: false, kitFonts: false },
  beforeEach: () => {
    localStorage.clear();
    document.body.removeAttribute('style');
  },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

const usesDefaultTheme = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(hex(getComputedStyle(canvas.getByRole('button', { name: 'Save' })).backgroundColor)).toBe(
    lightColors.primary,
  );
  await userEvent.click(canvas.getByRole('button', { name: /^Open calendar/ }));
  await expect(await within(document.body).findAllByRole('gridcell')).toHaveLength(42);
  await userEvent.click(within(document.body).getByRole('button', { name: /May 21, 2026/ }));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('21/05/2026'));
  await userEvent.click(canvas.getByRole('button', { name: 'Units' }));
  await userEvent.click(within(document.body).getByRole('treeitem', { name: /Sales/ }));
  await expect(canvas.getByRole('status', { name: 'Chosen units' }).textContent ?? '').toContain('2');
  // The provider's side effects do not happen without it: nothing stored, no body styles.
  await expect(localStorage.length).toBe(0);
};

export const DefaultTheme: Story = {
  play: async ({ canvasElement }) => usesDefaultTheme(canvasElement),
};

/** Inside a host's own Emotion theme (another shape), our components still use our default theme. */
export const InsideAHostsEmotionTheme: Story = {
  render: () => (
    <EmotionThemeProvider theme={{ colors: { brand: 'hotpink' }, space: 'wide' }}>
      <Host />
    </EmotionThemeProvider>
  ),
  play: async ({ canvasElement }) => usesDefaultTheme(canvasElement),
};
