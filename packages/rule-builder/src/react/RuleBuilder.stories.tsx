import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RuleGroup, RuleProperty } from '../core/index';
import { newRule as newRuleLeaf, operatorsFor } from '../core/index';
import { RuleBuilder } from './RuleBuilder';

const prop = (
  name: string,
  title: string,
  type: RuleProperty['type'],
  propertygroup = 'User',
  options?: RuleProperty['options'],
): RuleProperty => ({
  name,
  title,
  type,
  propertygroup,
  operators: operatorsFor(type, options?.multiple).map((o) => ({ name: o.name, title: o.title, hide: o.hide })),
  ...(options ? { options } : {}),
});

const properties: RuleProperty[] = [
  prop('UserName', 'User Name', 'STRING'),
  prop('Email', 'Email', 'STRING'),
  prop('FailedLoginCount', 'Failed Login Count', 'NUMBER'),
  prop('IsMfaEnabled', 'MFA Enabled', 'BOOLEAN'),
  prop('CreatedDate', 'Created Date', 'DATE'),
  prop('LastLoginDate', 'Last Login', 'DATETIME'),
  prop('Department', 'Department', 'SELECT', 'Profile', {
    data: [
      { id: 'eng', label: 'Engineering' },
      { id: 'ops', label: 'Operations' },
    ],
  }),
  prop('Groups', 'Groups', 'OBJECT', 'Membership', {
    multiple: true,
    data: [
      { id: 'g1', label: 'Admins' },
      { id: 'g2', label: 'Sales' },
    ],
    typeid: 'GroupDef',
  }),
  prop('Manager', 'Manager', 'OBJECT', 'Membership', { typeid: 'User' }),
  prop('Location', 'Location', 'SELECT', 'Profile', {
    data: [
      { id: 'eu', label: 'Europe' },
      { id: 'de', label: 'Germany', parentId: 'eu' } as never,
      { id: 'fr', label: 'France', parentId: 'eu' } as never,
    ],
  }),
];

/** The stories' stand-in for the host's object API (the console wires /objecttype/SearchObjectsByObjectType). */
const managers = [
  { id: 'u1', label: 'Ada Lovelace' },
  { id: 'u2', label: 'Alan Turing' },
  { id: 'u3', label: 'Grace Hopper' },
];
const objectLookup = {
  search: async (_type: string, text: string) =>
    managers.filter((m) => m.label.toLowerCase().includes(text.toLowerCase())),
  labels: async (_type: string, ids: string[]) => managers.filter((m) => ids.includes(m.id)),
};

let counter = 0;
const nextId = () => `n${++counter}`;

function Harness({ initial }: { initial: RuleGroup }) {
  const [tree, setTree] = useState(initial);
  return (
    <>
      <RuleBuilder
        value={tree}
        onChange={setTree}
        properties={properties}
        createId={nextId}
        objectLookup={objectLookup}
      />
      <pre data-testid="tree" style={{ fontSize: 11 }}>
        {JSON.stringify(tree)}
      </pre>
    </>
  );
}

const empty: RuleGroup = { id: 'root', group: true, type: 'AND', rules: [], disableremove: true };
const filled: RuleGroup = {
  id: 'root',
  group: true,
  type: 'AND',
  disableremove: true,
  rules: [
    { id: 'a', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: 'ada' },
    {
      id: 'b',
      group: true,
      type: 'OR',
      rules: [
        { id: 'c', group: false, propertygroup: 'User', property: 'IsMfaEnabled', operator: 'is', value: false },
        { id: 'd', group: false, propertygroup: 'Membership', property: 'Groups', operator: 'in', value: ['g1'] },
        { id: 'e', group: false, propertygroup: 'User', property: 'Email', operator: 'is_empty', value: null },
      ],
    },
  ],
};

const meta: Meta<typeof Harness> = { title: 'Rule builder/RuleBuilder', component: Harness };
export default meta;
type Story = StoryObj<typeof Harness>;
/** Picks an option of a kit Select (a list box in a portal-free popup under its trigger). */
async function choose(canvas: ReturnType<typeof within>, label: string, option: string | RegExp) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await canvas.findByRole('option', { name: option }));
}
const tree = (canvas: ReturnType<typeof within>) => JSON.parse(canvas.getByTestId('tree').textContent!) as RuleGroup;

export const Empty: Story = {
  args: { initial: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rules yet: add a rule or a group.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove group 1' })).toBeNull();
  },
};

export const BuildingARule: Story = {
  args: { initial: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule to group 1' }));
    await choose(canvas, 'Property of rule 1.1', 'Failed Login Count');
    await expect(canvas.getByRole('combobox', { name: 'Operator of rule 1.1' })).toHaveTextContent('is');
    await choose(canvas, 'Operator of rule 1.1', 'greater than');
    await userEvent.type(canvas.getByLabelText('Value of rule 1.1'), '3');
    await expect(tree(canvas).rules[0]).toMatchObject({ property: 'FailedLoginCount', operator: 'greater', value: 3 });
    await userEvent.click(canvas.getByRole('button', { name: /^Combine group 1 with OR/ }));
    await expect(tree(canvas).type).toBe('OR');
  },
};

export const NestedGroups: Story = {
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'group 1.2, OR' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Value of rule 1.2.3')).toBeNull(); // is empty takes no value
    await userEvent.click(canvas.getByRole('button', { name: 'Move rule 1.2.1 down' }));
    await expect((tree(canvas).rules[1] as RuleGroup).rules.map((r) => r.id)).toEqual(['d', 'c', 'e']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove group 1.2' }));
    await expect(tree(canvas).rules.map((r) => r.id)).toEqual(['a']);
  },
};

export const ChangingPropertyResetsValue: Story = {
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Property of rule 1.1', 'Email');
    await expect(tree(canvas).rules[0]).toMatchObject({ property: 'Email', operator: 'equal', value: 'ada' });
    await choose(canvas, 'Property of rule 1.1', 'Department');
    await expect(tree(canvas).rules[0]).toMatchObject({
      propertygroup: 'Profile',
      property: 'Department',
      operator: 'in',
      value: null,
    });
  },
};

export const ObjectSearchValue: Story = {
  args: {
    initial: {
      ...empty,
      rules: [
        { id: 'm', group: false, propertygroup: 'Membership', property: 'Manager', operator: 'in', value: ['u3'] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('list', { name: 'Value of rule 1.1, chosen' });
    await waitFor(() => expect(chosen).toHaveTextContent('Grace Hopper')); // the stored id shows its label, loaded by the host
    await userEvent.type(canvas.getByRole('combobox', { name: 'Value of rule 1.1' }), 'Tur');
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Alan Turing' }));
    await expect(tree(canvas).rules[0]).toMatchObject({ property: 'Manager', value: ['u3', 'u2'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Grace Hopper' }));
    await expect(tree(canvas).rules[0]).toMatchObject({ value: ['u2'] });
  },
};

export const TreeOptionsValue: Story = {
  args: {
    initial: {
      ...empty,
      rules: [{ id: 't', group: false, propertygroup: 'Profile', property: 'Location', operator: 'in', value: ['de'] }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Value of rule 1.1')).toBeInTheDocument();
    await expect(canvasElement.textContent).toContain('Germany');
  },
};

/** The property picker keeps the properties under their property groups (ARIA groups in the list box). */
export const PropertiesByGroup: Story = {
  args: { initial: { ...empty, rules: [{ ...newRuleLeaf('p') }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Property of rule 1.1' }));
    const membership = await canvas.findByRole('group', { name: 'Membership' });
    await expect(
      within(membership)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Groups', 'Manager']);
    await expect(canvas.getByRole('group', { name: 'Profile' })).toBeInTheDocument();
  },
};

/** Operators of a several-valued property are explained in the list and by a help button. */
export const ArrayOperatorHelp: Story = {
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'About "in"' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Has at least one of the chosen values.',
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'About "in"' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Operator of rule 1.2.2' }));
    await expect(await canvas.findByRole('option', { name: /^equals/ })).toHaveTextContent(
      'Has exactly the chosen values, no more and no fewer.',
    );
    await expect(canvas.getByRole('option', { name: /^not in/ })).toHaveTextContent('Has none of the chosen values');
  },
};

/**
 * Every kind of value editor conveys a problem the same way: `aria-invalid` on the control and the
 * message in its description, so a screen reader says what to fix wherever focus lands. The property
 * and operator pickers do the same when they are what is missing.
 */
export const ShowingProblemsOnEveryEditor: Story = {
  render: () => {
    const leaf = (id: string, propertygroup: string, property: string | null, operator: string | null) => ({
      id,
      group: false as const,
      propertygroup,
      property,
      operator,
      value: null,
    });
    const [tree, setTree] = useState<RuleGroup>({
      ...empty,
      rules: [
        leaf('bool', 'User', 'IsMfaEnabled', 'is'),
        leaf('date', 'User', 'CreatedDate', 'greater'),
        leaf('datetime', 'User', 'LastLoginDate', 'less'),
        leaf('enum', 'Profile', 'Department', 'in'),
        leaf('tree', 'Profile', 'Location', 'in'),
        leaf('object', 'Membership', 'Manager', 'in'),
        leaf('noop', 'User', 'UserName', null),
        leaf('noprop', 'User', null, null),
      ],
    });
    return (
      <RuleBuilder
        value={tree}
        onChange={setTree}
        properties={properties}
        createId={nextId}
        objectLookup={objectLookup}
        showProblems
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = async (control: HTMLElement, message: string) => {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    };
    // The richer editors load on first use.
    await invalid(await canvas.findByRole('combobox', { name: 'Value of rule 1.1' }), 'Enter a value.'); // true/false select
    await invalid(canvas.getByRole('textbox', { name: 'Value of rule 1.2' }), 'Enter a value.'); // date
    await invalid(canvas.getByRole('textbox', { name: 'Value of rule 1.3' }), 'Enter a value.'); // date and time
    await invalid(canvas.getByRole('combobox', { name: 'Value of rule 1.4' }), 'Enter a value.'); // multi-select
    await invalid(canvas.getByRole('button', { name: 'Value of rule 1.5' }), 'Enter a value.'); // tree
    await invalid(canvas.getByRole('combobox', { name: 'Value of rule 1.6' }), 'Enter a value.'); // object search
    await invalid(canvas.getByRole('combobox', { name: 'Operator of rule 1.7' }), 'Choose an operator.');
    await invalid(canvas.getByRole('combobox', { name: 'Property of rule 1.8' }), 'Choose a property.');
    // A valid control of an invalid rule is not marked.
    await expect(canvas.getByRole('combobox', { name: 'Property of rule 1.7' })).not.toHaveAttribute('aria-invalid');
    // Choosing a value clears the mark and the description.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Value of rule 1.4' }));
    await userEvent.click(await canvas.findByRole('option', { name: /Engineering/ }));
    await userEvent.keyboard('{Escape}');
    const department = canvas.getByRole('combobox', { name: 'Value of rule 1.4' });
    await waitFor(() => expect(department).not.toHaveAttribute('aria-invalid'));
    await expect(department).not.toHaveAccessibleDescription();
  },
};

/** After a failed save or preview the host asks for the problems: the incomplete rule says what is missing. */
export const ShowingProblems: Story = {
  render: () => {
    const [tree, setTree] = useState<RuleGroup>({
      ...empty,
      rules: [
        { id: 'x', group: false, propertygroup: 'User', property: 'UserName', operator: 'contains', value: '' },
        {
          id: 'y',
          group: false,
          propertygroup: 'User',
          property: 'FailedLoginCount',
          operator: 'greater',
          value: null,
        },
      ],
    });
    return <RuleBuilder value={tree} onChange={setTree} properties={properties} createId={nextId} showProblems />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByLabelText('Value of rule 1.1');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'rule 1.1' })).toHaveAccessibleDescription('Enter a value.');
    // Fixing one rule clears its problem only; the other keeps its message (and the screenshot shows it).
    const count = canvas.getByLabelText('Value of rule 1.2');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(count, '3');
    await expect(count).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('group', { name: 'rule 1.2' })).not.toHaveAccessibleDescription();
    await expect(canvas.getAllByText('Enter a value.')).toHaveLength(1);
  },
};
