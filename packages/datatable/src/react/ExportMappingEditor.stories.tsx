import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ExportMappingProperty, PropertyMetadata } from '@portcullis/api-client';
import { ExportMappingEditor } from './ExportMappingEditor';
import { cleanMapping } from '../core/index';

const metadata: PropertyMetadata[] = [
  { Name: 'UserName', Title: 'User Name', IsEnum: false, IsForeignKey: false, Type: 'String' },
  { Name: 'Email', Title: 'Email', IsEnum: false, IsForeignKey: false, Type: 'String' },
  { Name: 'UserSource', Title: 'User Source', IsEnum: false, IsForeignKey: true, Type: 'Guid' },
];
const nested: PropertyMetadata[] = [
  { Name: 'Name', Title: 'Name', IsEnum: false, IsForeignKey: false, Type: 'String' },
  { Name: 'Title', Title: 'Title', IsEnum: false, IsForeignKey: false, Type: 'String' },
];

function Harness({
  initial,
  onNotify,
}: {
  initial: ExportMappingProperty[];
  onNotify: (t: { title: string; message: string }) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <ExportMappingEditor
        label="Users export"
        metadata={metadata}
        loadNested={async () => nested}
        value={rows}
        onChange={setRows}
        onNotify={onNotify}
      />
      <pre data-testid="saved">
        {JSON.stringify(
          cleanMapping(rows).map((r) => [r.PropertyName, r.PropertyTitle, r.Properties.map((p) => p.PropertyName)]),
        )}
      </pre>
    </>
  );
}

const meta: Meta<typeof Harness> = { title: 'Data table/ExportMappingEditor', component: Harness };
export default meta;
type Story = StoryObj<typeof Harness>;

export const BuildingAMapping: Story = {
  args: {
    initial: [{ PropertyName: 'UserName', PropertyTitle: 'Login', PropertyType: 'String', Properties: [], Sort: 1 }],
    onNotify: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add property' }));
    // A row without a property and title blocks the next one (§5 toast).
    await userEvent.click(canvas.getByRole('button', { name: 'Add property' }));
    await expect(args.onNotify).toHaveBeenCalledWith({ title: 'Mapping', message: 'Please fill all fields.' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Users export: property 2' }));
    await expect(await body.findByRole('option', { name: 'User Name' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('option', { name: 'User Source ›' }));
    // The Guid reference opens one level deeper.
    await userEvent.click(await canvas.findByRole('button', { name: 'Add nested property' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'User Source properties: property 1' }));
    await userEvent.click(await body.findByRole('option', { name: 'Title' }));
    await waitFor(() =>
      expect(canvas.getByTestId('saved').textContent).toBe(
        '[["UserName","Login",[]],["UserSource","User Source",["Title"]]]',
      ),
    );
  },
};

function FailingHarness({ onNotify }: { onNotify: (t: { title: string; message: string }) => void }) {
  const [rows, setRows] = useState<ExportMappingProperty[]>([]);
  return (
    <ExportMappingEditor
      label="Users export"
      metadata={metadata}
      loadNested={() => Promise.reject(new Error('500'))}
      value={rows}
      onChange={setRows}
      onNotify={onNotify}
    />
  );
}

/** A reference whose properties fail to load: the §8 toast, word for word, and no nested rows. */
export const NestedPropertiesFailToLoad: StoryObj<typeof FailingHarness> = {
  render: (args) => <FailingHarness {...args} />,
  args: { onNotify: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add property' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Users export: property 1' }));
    await userEvent.click(await body.findByRole('option', { name: 'User Source ›' }));
    await waitFor(() =>
      expect(args.onNotify).toHaveBeenCalledWith({
        title: 'Export',
        message: 'Failed to load properties for object UserSource.',
      }),
    );
    await expect(canvas.queryByRole('button', { name: 'Add nested property' })).toBeNull();
  },
};
