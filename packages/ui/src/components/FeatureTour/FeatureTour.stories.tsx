import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FeatureTour, type TourEndReason, type TourStep } from './FeatureTour';

const steps: TourStep[] = [
  { target: '#tour-search', title: 'Search users', content: 'Find anyone by name or e-mail.' },
  { target: '#tour-export', title: 'Export', content: 'Download the list as Excel or CSV.' },
];

function Demo({
  onEnd,
  timeoutMs,
  tourSteps,
}: {
  onEnd: (r: TourEndReason) => void;
  timeoutMs?: number;
  tourSteps?: TourStep[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12, padding: 24, minHeight: 260 }}>
      <Button onClick={() => setIsOpen(true)}>Start tour</Button>
      <input id="tour-search" aria-label="Search" placeholder="Search" style={{ font: 'inherit' }} />
      <Button id="tour-export">Export</Button>
      <FeatureTour
        steps={tourSteps ?? steps}
        isOpen={isOpen}
        {...(timeoutMs ? { timeoutMs } : {})}
        onEnd={(reason) => {
          setIsOpen(false);
          onEnd(reason);
        }}
      />
    </div>
  );
}

const meta = { title: 'Guidance/FeatureTour', component: Demo, args: { onEnd: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WalkThrough: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Start tour' }));
    const dialog = await body.findByRole('dialog', { name: 'Search users' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog).toHaveTextContent('1 / 2');
    const highlight = canvasElement.ownerDocument.querySelector('[data-tour-highlight]') as HTMLElement;
    const target = canvas.getByRole('textbox', { name: 'Search' }).getBoundingClientRect();
    await expect(Math.round(highlight.getBoundingClientRect().left)).toBe(Math.round(target.left - 4));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const second = await body.findByRole('dialog', { name: 'Export' });
    await userEvent.click(within(second).getByRole('button', { name: 'Done' }));
    await expect(args.onEnd).toHaveBeenCalledWith('done');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const GivesUpWhenTargetMissing: Story = {
  args: { timeoutMs: 300, tourSteps: [{ target: '#never-rendered', title: 'Missing', content: 'x' }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start tour' }));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledWith('timeout'), { timeout: 2000 });
  },
};

export const EscapeSkips: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start tour' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search users' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onEnd).toHaveBeenCalledWith('skipped');
  },
};
