import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TreeSourceRecord } from '../../core/tree';
import { TreeSelect } from './TreeSelect';

const orgUnits: TreeSourceRecord[] = [
  { OrgUnitId: 1, Title: 'Headquarters' },
  { OrgUnitId: 2, Title: 'Sales', ParentId: 1 },
  { OrgUnitId: 3, Name: 'Sales EMEA', ParentId: 2 },
  { OrgUnitId: 4, Title: 'Berlin office', ParentId: 3 },
  { OrgUnitId: 5, Title: 'Engineering', ParentId: 1 },
  { OrgUnitId: 6, Title: 'Platform', ParentId: 5 },
  { OrgUnitId: 7, Title: 'Identity', ParentId: 5 },
  { OrgUnitId: 8, Title: 'Finance', ParentId: 1 },
  { OrgUnitId: 9, Title: 'Legal', ParentId: 1 },
];

function Demo({
  initial,
  records,
  isMultiple,
}: {
  initial?: string[];
  records?: TreeSourceRecord[];
  isMultiple?: boolean;
}) {
  const [value, setValue] = useState<string[]>(initial ?? []);
  return (
    <div style={{ maxWidth: 420 }}>
      <TreeSelect
        label="Organisation units"
        records={records ?? orgUnits}
        keyField="OrgUnitId"
        value={value}
        onChange={setValue}
        isMultiple={isMultiple ?? true}
      />
      <output aria-label="Chosen ids">{value.join(',')}</output>
    </div>
  );
}

const meta = { title: 'Pickers/TreeSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardTree: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Organisation units' }));
    const tree = canvas.getByRole('tree', { name: 'Organisation units' });
    // expand level 3: branches at levels 1-3 are open, so the whole sample tree shows
    await expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((n) => n.textContent),
    ).toEqual([
      'Headquarters',
      'Sales',
      'Sales EMEA',
      'Berlin office',
      'Engineering',
      'Platform',
      'Identity',
      'Finance',
      'Legal',
    ]);
    tree.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const emea = within(tree).getByRole('treeitem', { name: /Sales EMEA/ });
    await expect(tree).toHaveAttribute('aria-activedescendant', emea.id);
    await expect(emea).toHaveAttribute('aria-level', '3');
    await expect(emea).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(emea).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('treeitem', { name: /Berlin office/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(emea).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByLabelText('Chosen ids')).toHaveTextContent('4');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tree).toHaveAttribute('aria-activedescendant', emea.id);
    await userEvent.keyboard('{End} ');
    await expect(canvas.getByLabelText('Chosen ids')).toHaveTextContent('4,9');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(canvas.getByLabelText('Chosen ids')).toHaveTextContent('4,9,1');
  },
};

export const FilterKeepsPath: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Organisation units' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Organisation units' }), 'berlin');
    const items = within(canvas.getByRole('tree')).getAllByRole('treeitem');
    await expect(items.map((n) => n.textContent)).toEqual(['Headquarters', 'Sales', 'Sales EMEA', 'Berlin office']);
  },
};

export const LimitOfFive: Story = {
  args: { initial: ['1', '2', '3', '4', '5', '6', '7'] },
  play: async ({ canvas }) => {
    const chosen = within(canvas.getByRole('list', { name: 'Organisation units: chosen' })).getAllByRole('listitem');
    await expect(chosen).toHaveLength(6);
    await expect(chosen[5]).toHaveTextContent('+2 more');
  },
};

const bigTree: TreeSourceRecord[] = Array.from({ length: 2000 }, (_, i) => ({
  Id: i + 1,
  Name: `Group ${i + 1}`,
  ParentId: i < 20 ? null : (i % 20) + 1,
}));

export const VirtualisedLargeTree: Story = {
  render: function Big() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <TreeSelect label="Groups" records={bigTree} keyField="Id" value={value} onChange={setValue} isMultiple={false} />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Groups' }));
    const tree = canvas.getByRole('tree', { name: 'Groups' });
    // 2000 visible nodes, far fewer rendered
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(60);
    tree.focus();
    await userEvent.keyboard('{End}');
    // The virtualiser renders the last row after it has scrolled there (a frame or more later).
    const last = await canvas.findByRole('treeitem', { name: /Group 2000/ });
    await waitFor(() => expect(tree).toHaveAttribute('aria-activedescendant', last.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('treeitem', { name: /Group 2000/ })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};
