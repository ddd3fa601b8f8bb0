import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../Form/FormField';
import { MultiSelect } from './MultiSelect';
import { Select, type SelectOption } from './Select';

const objectTypes: SelectOption[] = [
  { value: 'user', label: 'User' },
  { value: 'application', label: 'Application' },
  { value: 'role', label: 'Role' },
  { value: 'group', label: 'Group', isDisabled: true },
];

function SingleDemo({ hasNoneOption }: { hasNoneOption?: boolean }) {
  const [value, setValue] = useState<string | null>('user');
  return (
    <div style={{ maxWidth: 320, minHeight: 240 }}>
      <FormField label="Object type">
        <Select options={objectTypes} value={value} onChange={setValue} hasNoneOption={hasNoneOption ?? false} />
      </FormField>
      <output>{value ?? 'null'}</output>
    </div>
  );
}

const meta = { title: 'Forms/Select', component: SingleDemo } satisfies Meta<typeof SingleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Object type' });
    await expect(trigger).toHaveTextContent('User');
    await userEvent.click(trigger);
    // The list box is named by the field's label, not left anonymous.
    const listbox = canvas.getByRole('listbox', { name: 'Object type' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Role' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('role');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('application');
  },
};

export const WithNoneOption: Story = {
  args: { hasNoneOption: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Object type' }));
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('-None-');
    await userEvent.click(options[0] as HTMLElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('null');
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Select...');
  },
};

function MultiDemo() {
  const [value, setValue] = useState<string[]>(['role']);
  return (
    <div style={{ maxWidth: 320, minHeight: 260 }}>
      <MultiSelect label="Object types" options={objectTypes} value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </div>
  );
}

export const Multiple: StoryObj = {
  render: () => <MultiDemo />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Object types' });
    await expect(trigger).toHaveTextContent('1 selected');
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('option', { name: /User/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('role,user');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: /Role/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('user');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove User' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(trigger).toHaveTextContent('Select...');
  },
};

const properties: SelectOption[] = [
  { value: 'UserName', label: 'User name', group: 'User' },
  { value: 'Groups', label: 'Groups', group: 'Membership', description: 'The groups the user belongs to' },
  { value: 'Email', label: 'E-mail', group: 'User' },
  { value: 'Roles', label: 'Roles', group: 'Membership' },
];

function GroupedDemo() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 320, minHeight: 300 }}>
      <Select
        label="Property"
        options={properties}
        value={value}
        onChange={setValue}
        placeholder="Choose a property…"
      />
      <output>{value ?? 'null'}</output>
    </div>
  );
}

/** Options under group headings (ARIA groups named by the heading), with an explanation under one. */
export const Grouped: StoryObj = {
  render: () => <GroupedDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Property' }));
    const listbox = canvas.getByRole('listbox', { name: 'Property' });
    const groups = within(listbox).getAllByRole('group');
    await expect(groups.map((g) => g.getAttribute('aria-labelledby') && g.textContent?.slice(0, 4))).toEqual([
      'User',
      'Memb',
    ]);
    await expect(within(listbox).getByRole('group', { name: 'User' })).toBeInTheDocument();
    // Grouped options are listed together, in the order the groups first appear.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User name', 'E-mail', 'GroupsThe groups the user belongs to', 'Roles']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Groups');
  },
};
