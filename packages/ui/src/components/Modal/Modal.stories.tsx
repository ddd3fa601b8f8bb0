import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal, type ModalSize } from './Modal';

function ModalDemo({ size }: { size?: ModalSize }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open modal</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Edit source"
        {...(size ? { size } : {})}
        actions={{ confirm: { label: 'Done', onClick: () => setIsOpen(false) } }}
      >
        <label>
          Name <input defaultValue="LDAP" />
        </label>
      </Modal>
    </>
  );
}

const meta = { title: 'Overlays/Modal', component: ModalDemo } satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSmall: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Open modal' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Edit source' });
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    // Focus moves into the dialog at once, onto its first field, never stays on the opener behind it.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    // Tab goes from the fields to the actions; Close comes last.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveAttribute('data-variant', 'primary');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Focus stays inside the dialog while tabbing, once the focus manager's guards are in place (they
    // mount in an effect after the dialog shows; tabbing before then could leave on a busy machine).
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-floating-ui-focus-guard]')).not.toBeNull(),
    );
    // A guard hands focus back inside on its focus event, which may land a frame after the Tab: each Tab
    // waits until focus is inside the dialog again before the next.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus returns to the opener once the dialog's layer has unmounted (an effect, so possibly a frame later).
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function NoticeDemo() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open notice</Button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Export started">
        The file appears under Reports, Exports.
      </Modal>
    </>
  );
}

/** Without a field in the body, the title takes focus, so a screen reader announces the dialog. */
export const WithoutFieldsFocusesTitle: StoryObj<typeof NoticeDemo> = {
  render: () => <NoticeDemo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open notice' }));
    const dialog = await body.findByRole('dialog', { name: 'Export started' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Export started' })).toHaveFocus());
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open modal' }));
    await expect(await body.findByRole('dialog')).toHaveAttribute('data-size', 'lg');
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

function ConfirmDemo({ onConfirm, onError }: { onConfirm: () => unknown; onError?: (e: unknown) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Delete rule</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onConfirm={onConfirm}
        {...(onError ? { onError } : {})}
        title="Delete rule"
        isDestructive
      >
        Are you sure you want to delete this rule?
      </ConfirmDialog>
    </>
  );
}

export const Confirm: StoryObj<typeof ConfirmDemo> = {
  render: (args) => <ConfirmDemo {...args} />,
  args: { onConfirm: fn(async () => new Promise((r) => setTimeout(r, 50))) },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Delete rule' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete rule' });
    // The least destructive action has focus: Enter right away cancels, it never deletes.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const ConfirmClosesOnError: StoryObj<typeof ConfirmDemo> = {
  render: (args) => <ConfirmDemo {...args} />,
  args: { onConfirm: fn(async () => Promise.reject(new Error('Failed to save settings.'))), onError: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Delete rule' }));
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onError).toHaveBeenCalledWith(new Error('Failed to save settings.'));
  },
};

export const ConfirmCancel: StoryObj<typeof ConfirmDemo> = {
  render: (args) => <ConfirmDemo {...args} />,
  args: { onConfirm: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Delete rule' });
    await userEvent.click(opener);
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
