import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findCommands, type PaletteCommand } from '../../core/command-search';
import { Button } from '../Button/Button';
import { CommandPalette } from './CommandPalette';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const commands: PaletteCommand[] = [
  { id: 'page:users', label: 'Users', group: 'Pages', description: 'Directory' },
  { id: 'page:groups', label: 'Groups', group: 'Pages', description: 'Directory' },
  { id: 'page:applications', label: 'Applications', group: 'Pages', description: 'Applications' },
  { id: 'action:create-user', label: 'Create user', group: 'Actions', keywords: ['add', 'new'] },
  { id: 'action:export-users', label: 'Export users', group: 'Actions' },
];

function PaletteDemo({ onSelect, recent = [] }: { onSelect: (command: PaletteCommand) => void; recent?: string[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open palette</Button>
      <CommandPalette
        isOpen={isOpen}
        onClose={() => {
          setIsOpen(false);
          setQuery('');
        }}
        query={query}
        onQueryChange={setQuery}
        results={findCommands(commands, query, recent)}
        onSelect={onSelect}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/CommandPalette',
  component: PaletteDemo,
  args: { onSelect: fn() },
} satisfies Meta<typeof PaletteDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the results and announces their count; arrows move, Enter runs, focus returns. */
export const FindAndRun: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Open palette' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    const field = within(dialog).getByRole('combobox', { name: 'Command palette' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('5 results');
    await userEvent.type(field, 'us');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('3 results');
    const options = within(dialog).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['UsersDirectory', 'Create user', 'Export users']);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'action:export-users' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Recent commands lead the list; a text that finds nothing says so. */
export const RecentFirstAndNoResults: Story = {
  args: { recent: ['action:create-user'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open palette' }));
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    await expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('Create user');
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzz');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No results');
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The palette as it looks with results in two groups (left open for its screenshot). */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open palette' }));
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'u');
    await expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    await expect(within(dialog).getByRole('group', { name: 'Actions' })).toBeVisible();
  },
};

/** The overlay `?` opens in the console: each shortcut's keys and what it does. */
export const ShortcutsOverlay: StoryObj<typeof KeyboardShortcutsDialog> = {
  render: () => (
    <KeyboardShortcutsDialog
      isOpen
      onClose={() => {}}
      isMac={false}
      shortcuts={[
        { keys: 'mod+k', description: 'Open the command palette' },
        { keys: '/', description: "Search this page's table" },
        { keys: 'g u', description: 'Go to Users' },
        { keys: '?', description: 'Show keyboard shortcuts' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Ctrl K', '/', 'G then U', '?']);
    await expect(within(dialog).getByText('Go to Users')).toBeVisible();
  },
};
