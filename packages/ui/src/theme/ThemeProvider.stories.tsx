import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { PercentageBar } from '../components/PercentageBar/PercentageBar';
import { Menu } from '../components/Menu/Menu';
import { ThemeToggle } from '../components/ThemeToggle/ThemeToggle';
import { useColorModeMenuItems } from '../components/ThemeToggle/colorModeMenuItems';
import { ThemeProvider, useBranding, useThemeMode } from './ThemeProvider';

const STORAGE_KEY = 'portcullis.story-theme';

function BrandingButtons() {
  const { setBranding } = useBranding();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => setBranding({ primaryColor: '#7b1fa2', logoUrl: '/logo.svg' })}>
        Apply tenant branding
      </Button>
      <Button variant="primary">Primary action</Button>
    </div>
  );
}

/** The user menu's appearance choices, and the mode in effect. */
function AppearanceMenu() {
  const items = useColorModeMenuItems();
  const { mode } = useThemeMode();
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Menu label="Appearance" items={items} />
      <span data-testid="mode-in-effect">{mode}</span>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  render: () => (
    <ThemeProvider storageKey={STORAGE_KEY} withGlobalStyles={false}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: 12,
          maxWidth: 360,
          padding: 12,
          background: theme.colors.background,
          color: theme.colors.text,
        })}
      >
        <ThemeToggle />
        <AppearanceMenu />
        <BrandingButtons />
        <PercentageBar label="Sessions from Europe" value={12.34} />
        <PercentageBar label="Sessions from Asia" value={25} />
        <PercentageBar label="Sessions from Americas" value={62.5} />
        <PercentageBar label="MFA coverage" value={75} />
      </div>
    </ThemeProvider>
  ),
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleAndPersist: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('dark');
    await userEvent.click(toggle);
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('light');
  },
};

export const StoredDarkModeIsRestored: Story = {
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, 'dark');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const PercentageBands: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Sessions from Europe' })).toHaveAttribute(
      'data-band',
      'pink',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Sessions from Europe' })).toHaveAttribute(
      'aria-valuetext',
      '12.3%',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Sessions from Asia' })).toHaveAttribute(
      'data-band',
      'orange',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Sessions from Americas' })).toHaveAttribute(
      'data-band',
      'blue',
    );
    await expect(canvas.getByRole('progressbar', { name: 'MFA coverage' })).toHaveAttribute('data-band', 'green');
  },
};

export const Branding: Story = {
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Primary action' });
    const before = getComputedStyle(primary).backgroundColor;
    await userEvent.click(canvas.getByRole('button', { name: 'Apply tenant branding' }));
    await waitFor(() => expect(getComputedStyle(primary).backgroundColor).toBe('rgb(123, 31, 162)'));
    await expect(before).not.toBe('rgb(123, 31, 162)');
    // white text is the readable one on that purple
    await expect(getComputedStyle(primary).color).toBe('rgb(255, 255, 255)');
  },
};

/** The appearance menu offers system, light and dark as radio items; "system" follows the browser (light here). */
export const AppearanceChoices: Story = {
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, 'system');
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByTestId('mode-in-effect')).toHaveTextContent('light');
    await userEvent.click(canvas.getByRole('button', { name: 'Appearance' }));
    await expect(await body.findByRole('menuitemradio', { name: 'System theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getByRole('menuitemradio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(body.getByRole('menuitemradio', { name: 'Dark theme' }));
    await expect(canvas.getByTestId('mode-in-effect')).toHaveTextContent('dark');
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('dark');
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  },
};
