import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../Form/FormField';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { AsyncSearchSelect } from './AsyncSearchSelect';
import type { SelectOption } from './Select';

const people = [
  'Ada Lovelace',
  'Adam Smith',
  'Adele Goldberg',
  'Adriana Ocampo',
  'Adolf Loos',
  'Adina Mills',
  'Grace Hopper',
  'Ben Wilson',
  'Carl Jackson',
  'Dan Nelson',
  'Eve Robson',
  'Finn Dawson',
  'Gus Watson',
  'Ida Hanson',
];

/** An in-memory directory the stories search, with a short artificial latency. */
const searchPeople = fn(async (text: string): Promise<SelectOption[]> => {
  await new Promise((r) => setTimeout(r, 20));
  return people
    .filter((p) => p.toLowerCase().includes(text.toLowerCase()))
    .map((p) => ({ value: p.toLowerCase().replace(/ /g, '.'), label: p }));
});

function Demo({
  debounceMs,
  failing,
  emptyMessage,
}: {
  debounceMs?: number;
  failing?: boolean;
  emptyMessage?: string;
}) {
  const [value, setValue] = useState<SelectOption | null>(null);
  const [error, setError] = useState('');
  return (
    <div style={{ maxWidth: 320, minHeight: 260 }}>
      <FormField label="User">
        <AsyncSearchSelect
          search={failing ? async () => Promise.reject(new Error('offline')) : searchPeople}
          value={value}
          onChange={setValue}
          onError={(e) => setError(String(e))}
          {...(debounceMs !== undefined ? { debounceMs } : {})}
          {...(emptyMessage !== undefined ? { emptyMessage } : {})}
        />
      </FormField>
      <output aria-label="Chosen user">{value?.value ?? 'none'}</output>
      <p>{error}</p>
    </div>
  );
}

const meta = { title: 'Forms/AsyncSearchSelect', component: Demo, args: { debounceMs: 150 } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ canvas }) => {
    searchPeople.mockClear();
    const input = canvas.getByRole('combobox', { name: 'User' });
    await userEvent.type(input, 'ad');
    await expect(canvas.getByText('Type at least 3 characters to search...')).toBeInTheDocument();
    await userEvent.type(input, 'a');
    const listbox = canvas.getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).getByRole('option', { name: 'Adam Smith' })).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'adxyz');
    await waitFor(() => expect(canvas.getByText('No results')).toBeInTheDocument());
    await userEvent.clear(input);
    searchPeople.mockClear();
    await userEvent.type(input, 'ad ');
    // "ad " trims to 2 characters: no search
    await new Promise((r) => setTimeout(r, 250));
    await expect(searchPeople).not.toHaveBeenCalled();
    await userEvent.clear(input);
    // typing "adi" quickly searches once, after the debounce
    await userEvent.type(input, 'adi');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await expect(searchPeople).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByLabelText('Chosen user')).toHaveTextContent('adina.mills');
    await expect(input).toHaveValue('Adina Mills');
  },
};

export const LimitsToFive: Story = {
  play: async ({ canvas }) => {
    // seven people match "son"; the search limit of §9 shows five
    await userEvent.type(canvas.getByRole('combobox', { name: 'User' }), 'son');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(5));
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Ben Wilson');
  },
};

export const SearchFails: Story = {
  args: { failing: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'User' }), 'grace');
    await waitFor(() => expect(canvas.getByText('Something went wrong')).toBeInTheDocument());
    await expect(canvas.getByText('Error: offline')).toBeInTheDocument();
  },
};

export const ObjectSearchEmptyText: Story = {
  args: { emptyMessage: 'Type something to search...' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'User' });
    await userEvent.type(input, 'g');
    await expect(canvas.getByText('Type at least 3 characters to search...')).toBeInTheDocument();
    await userEvent.clear(input);
    await expect(canvas.getByText('Type something to search...')).toBeInTheDocument();
  },
};

/** Two people with one name, told apart by their user names and e-mails. */
const namesakes: SelectOption[] = [
  { value: 'u1', label: 'Grace Allen', description: 'gallen · grace.allen@example.com' },
  { value: 'u2', label: 'Grace Allen', description: 'gallen2 · g.allen@example.org' },
];

function InDialogDemo() {
  const [isOpen, setIsOpen] = useState(false);
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Add member</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Add member to Helpdesk"
        actions={{ cancel: { label: 'Cancel', onClick: () => setIsOpen(false) }, confirm: { label: 'Add' } }}
      >
        <FormField label="Member">
          <AsyncSearchSelect search={async () => namesakes} value={value} onChange={setValue} debounceMs={0} />
        </FormField>
      </Modal>
    </>
  );
}

/**
 * In the Add member dialog: focus lands on the picker, options show user name and e-mail, and Escape
 * closes the open list first (keeping the text), the dialog only on the next Escape.
 */
export const EscapeInDialogClosesListFirst: StoryObj<typeof InDialogDemo> = {
  render: () => <InDialogDemo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Add member' }));
    const dialog = await body.findByRole('dialog', { name: 'Add member to Helpdesk' });
    const input = within(dialog).getByRole('combobox', { name: 'Member' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'gra');
    const options = await within(dialog).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Grace Allengallen · grace.allen@example.com',
      'Grace Allengallen2 · g.allen@example.org',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryAllByRole('option')).toHaveLength(0));
    await expect(body.getByRole('dialog', { name: 'Add member to Helpdesk' })).toBeInTheDocument();
    await expect(input).toHaveValue('gra');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
