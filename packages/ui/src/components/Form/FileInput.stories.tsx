import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileInput } from './FileInput';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { onFile: fn(), accept: '.csv,text/csv' },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

function Chooser(props: { onFile: (file: File | null) => void; accept?: string }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 420 }}>
      <FormField label="CSV file" help="Up to 10 000 rows." error={name === 'wrong.txt' ? 'Choose a CSV file.' : null}>
        <FileInput
          accept={props.accept}
          onFile={(file) => {
            setName(file?.name ?? null);
            props.onFile(file);
          }}
        />
      </FormField>
    </div>
  );
}

/** In a form field: named and described by the field, reports the chosen file, marked invalid with the field. */
export const InAField: Story = {
  render: (args) => <Chooser onFile={args.onFile} accept={args.accept} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('CSV file');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('Up to 10 000 rows.');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    const csv = new File(['UserName\nada'], 'users.csv', { type: 'text/csv' });
    await userEvent.upload(input, csv);
    await expect(args.onFile).toHaveBeenLastCalledWith(csv);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.upload(input, new File(['x'], 'wrong.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a CSV file.');
  },
};

/** On its own it is named by its aria-label, and reachable with the keyboard. */
export const Standalone: Story = {
  args: { 'aria-label': 'Upload a licence file', accept: '.json' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Upload a licence file')).toHaveFocus();
  },
};
