import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardIcon, DirectoryIcon, ShieldIcon } from '../icons';
import { AppNav, AppNavMenuButton, useAppNav } from './AppNav';

const SECTIONS = [
  { title: 'Dashboard', icon: <DashboardIcon /> },
  { title: 'Directory', icon: <DirectoryIcon /> },
  { title: 'Security', icon: <ShieldIcon /> },
];

/** A frame as the console draws it: a header with the menu button, the navigation, the page. */
function Frame({ collapseBelow }: { collapseBelow?: number }) {
  const nav = useAppNav(collapseBelow === undefined ? {} : { collapseBelow });
  return (
    <div css={(t) => ({ margin: -16, background: t.colors.background, minHeight: 320 })}>
      <header
        css={(t) => ({
          display: 'flex',
          alignItems: 'center',
          gap: t.space[2],
          height: 56,
          padding: `0 ${t.space[4]}px`,
          background: t.colors.surface,
          borderBottom: `1px solid ${t.colors.border}`,
        })}
      >
        <AppNavMenuButton nav={nav} />
        <strong>Portcullis</strong>
      </header>
      <div css={{ display: 'flex', minHeight: 264 }}>
        <AppNav nav={nav} label="Main" drawerHeader={<strong>Portcullis</strong>}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {SECTIONS.map((s) => (
              <li key={s.title}>
                <a
                  href={`#${s.title.toLowerCase()}`}
                  onClick={(e) => {
                    e.preventDefault();
                    nav.close();
                  }}
                  css={(t) => ({
                    display: 'flex',
                    gap: t.space[2],
                    alignItems: 'center',
                    padding: `${t.space[2]}px ${t.space[4]}px`,
                    color: t.colors.text,
                    textDecoration: 'none',
                  })}
                >
                  {s.icon}
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </AppNav>
        <main css={(t) => ({ flex: 1, minWidth: 0, padding: t.space[5] })}>
          <h1 css={{ margin: 0, fontSize: 20 }}>Overview</h1>
        </main>
      </div>
    </div>
  );
}

const meta = { title: 'Layout/AppNav', component: Frame } satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen (here: never collapsing) the navigation is a sidebar and there is no menu button. */
export const Sidebar: Story = {
  args: { collapseBelow: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
    await expect(nav.width).toBe(240);
  },
};

/** Collapsed whatever the story browser's width, as on a phone (the console collapses below 1024 px). */
const PHONE = { collapseBelow: 100_000 };

/**
 * Below the breakpoint the menu button opens the navigation as a modal drawer: focus moves in, Escape
 * closes it and gives focus back to the button; following a link closes it too.
 */
export const Drawer: Story = {
  args: PHONE,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = body.getByRole('button', { name: 'Open navigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await userEvent.click(button);
    const drawer = await body.findByRole('dialog', { name: 'Main' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Main' })).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Main' })).getByRole('link', { name: 'Directory' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Main' })).toBeNull());
  },
};

/** The open drawer as a phone shows it, over the dimmed page. */
export const DrawerOpen: Story = {
  args: PHONE,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Main' });
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The page behind is inert while the drawer is open: its controls cannot take focus.
    const behind = body.getByRole('button', { name: 'Open navigation', hidden: true });
    behind.focus();
    await expect(behind).not.toHaveFocus();
    await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};
