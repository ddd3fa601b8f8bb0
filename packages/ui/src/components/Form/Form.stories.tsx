import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { requiredMessage } from '../../core/validators';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select } from '../Select/Select';
import { FormField } from './FormField';
import { focusFirstInvalid } from './focusFirstInvalid';
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

function SubmitDemo() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [type, setType] = useState<string | null>(null);
  const [start, setStart] = useState<Date | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length) focusFirstInvalid(formRef.current);
  }, [errors]);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({
          password: 'The password needs at least 8 characters.',
          ...(type ? {} : { type: requiredMessage('User type') }),
          ...(start ? {} : { start: requiredMessage('Start date') }),
        });
      }}
      style={{ display: 'grid', gap: 12, maxWidth: 360, minHeight: 420 }}
    >
      <FormField label="User type" error={errors['type'] ?? null} isRequired>
        <Select
          options={[
            { value: '0', label: 'Standard' },
            { value: '1', label: 'Shared' },
          ]}
          value={type}
          onChange={setType}
        />
      </FormField>
      <FormField label="Password" error={errors['password'] ?? null} help="At least 8 characters.">
        <TextInput type="password" defaultValue="abc" />
      </FormField>
      <FormField label="Start date" error={errors['start'] ?? null}>
        <DatePicker value={start} onChange={setStart} />
      </FormField>
      <FormField label="End date">
        <DatePicker value={null} onChange={() => undefined} />
      </FormField>
      <Button type="submit" variant="primary">
        Save
      </Button>
    </form>
  );
}

/**
 * A failed submit: every control lists its error in `aria-describedby` and is `aria-invalid`, and
 * focus moves from the button to the first invalid field. Two date fields get two distinct calendar
 * buttons ('Open calendar for Start date', '… for End date').
 */
export const ErrorsAfterSubmit: Story = {
  args: { label: 'x', children: null },
  render: () => <SubmitDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open calendar for Start date' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open calendar for End date' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const type = canvas.getByRole('combobox', { name: /User type/ });
    await waitFor(() => expect(type).toHaveFocus());
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    await expect(type).toHaveAccessibleDescription('User type is required.');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      'The password needs at least 8 characters. At least 8 characters.',
    );
    const start = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription('Start date is required.');
  },
};
