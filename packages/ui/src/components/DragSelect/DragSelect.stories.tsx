import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DragSelect } from './DragSelect';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => ({ id: d.toLowerCase(), label: d }));

function Demo() {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <div style={{ width: 560 }}>
      <DragSelect label="Allowed days" items={weekdays} selectedIds={ids} onChange={setIds} columnWidth={60} />
      <output>{ids.join(',')}</output>
    </div>
  );
}

const meta = { title: 'Forms/DragSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DragAndToggle: Story = {
  play: async ({ canvas }) => {
    const mon = canvas.getByRole('button', { name: 'Mon' }).getBoundingClientRect();
    const wed = canvas.getByRole('button', { name: 'Wed' }).getBoundingClientRect();
    const area = canvas.getByRole('group', { name: 'Allowed days' });
    const start = { clientX: mon.left + 2, clientY: mon.top + 2 };
    const end = { clientX: wed.left + 4, clientY: wed.bottom - 2 };
    area.dispatchEvent(new PointerEvent('pointerdown', { ...start, bubbles: true, button: 0, pointerId: 1 }));
    area.dispatchEvent(new PointerEvent('pointermove', { ...end, bubbles: true, pointerId: 1 }));
    area.dispatchEvent(new PointerEvent('pointerup', { ...end, bubbles: true, pointerId: 1 }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('mon,tue,wed'));
    await expect(canvas.getByRole('button', { name: 'Tue' })).toHaveAttribute('aria-pressed', 'true');
    // keyboard toggling
    canvas.getByRole('button', { name: 'Sun' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('mon,tue,wed,sun');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('mon,tue,wed');
  },
};
