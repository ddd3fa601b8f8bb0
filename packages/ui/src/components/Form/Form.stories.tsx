import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { requiredMessage } from '../../core/validators';
import { FormField } from './FormField';
import { TextInput, Textarea } from './TextInput';
import { Checkbox, RadioGroup, Switch } from './Toggles';

const meta = { title: 'Forms/Basics', component: FormField } satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

function ValidatedField() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !value.trim() ? requiredMessage('Display name') : null;
  return (
    <FormField label="Display name" help="Shown in the header." error={error} isRequired>
      <TextInput value={value} onChange={(e) => setValue(e.target.value)} onBlur={() => setTouched(true)} />
    </FormField>
  );
}

export const FieldWithValidation: Story = {
  args: { label: 'x', children: null },
  render: () => <ValidatedField />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Display name/ });
    await expect(input).toHaveAccessibleDescription('Shown in the header.');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Display name is required.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Ada');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const InputTypes: Story = {
  args: { label: 'x', children: null },
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {(['text', 'email', 'date', 'number', 'password', 'tel', 'url'] as const).map((type) => (
        <FormField key={type} label={`Type ${type}`}>
          <TextInput type={type} />
        </FormField>
      ))}
      <FormField label="Not allowed type falls back">
        {/* @ts-expect-error colour is not a §5 input type */}
        <TextInput type="color" />
      </FormField>
      <FormField label="Description">
        <Textarea defaultValue="Multi-line text" />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Type email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Type password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Not allowed type falls back')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  },
};

function ToggleDemo() {
  const [type, setType] = useState<string | null>('-1');
  const [isOn, setIsOn] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox label="Unlock on password change" defaultChecked />
      <RadioGroup
        label="User type"
        value={type}
        onChange={setType}
        options={[
          { value: '-1', label: 'All users' },
          { value: '0', label: 'Standard' },
          { value: '1', label: 'Shared' },
        ]}
      />
      <Switch label="Enabled" isChecked={isOn} onChange={setIsOn} />
      <output>{`${type}:${isOn}`}</output>
    </div>
  );
}

export const Toggles: Story = {
  args: { label: 'x', children: null },
  render: () => <ToggleDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Unlock on password change' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'All users' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    const toggle = canvas.getByRole('switch', { name: 'Enabled' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('0:true');
  },
};

export const DarkMode: Story = { ...InputTypes, globals: { theme: 'dark' } };

export const AutocompleteOff: Story = {
  args: { label: 'x', children: null },
  render: () => (
    <FormField label="New password">
      <TextInput type="password" isAutocompleteOff />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('readonly');
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'), { timeout: 1500 });
    await userEvent.type(input, 'S3cret!');
    await expect(input).toHaveValue('S3cret!');
  },
};
