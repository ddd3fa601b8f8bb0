import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createTheme, KIT_FONT_FAMILIES } from '../core/tokens';
import { usePortcullisTheme } from './ThemeProvider';

const SAMPLE = 'Portcullis 0123456789 İğşıüöç Illegal1';

function Specimen() {
  const theme = usePortcullisTheme();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['display', 'pageTitle', 'sectionTitle', 'bodyStrong', 'body', 'label', 'caption'] as const).map((name) => (
        <div key={name} style={{ ...theme.text[name] }}>
          {name}: {SAMPLE}
        </div>
      ))}
      <code>code: {SAMPLE}</code>
    </div>
  );
}

/** Width of SAMPLE set in `fontFamily`, measured in a probe that is removed again. */
function sampleWidth(fontFamily: string): number {
  const probe = document.createElement('span');
  probe.style.cssText = 'position: absolute; white-space: nowrap; font-size: 16px';
  probe.style.fontFamily = fontFamily;
  probe.textContent = SAMPLE;
  document.body.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width;
}

/** The fallback part of a token's stack: everything after the kit family. */
const fallbackOf = (stack: string) => stack.slice(stack.indexOf(',') + 1).trim();

/**
 * The kit's type scale in its shipped fonts (Inter, JetBrains Mono; Latin and Latin Extended). The play
 * function fails when a family is not declared, not loaded, or draws the sample exactly as its fallback
 * stack does, i.e. when the screen would show a machine font.
 */
const meta = {
  title: 'Foundations/Typography',
  component: Specimen,
} satisfies Meta<typeof Specimen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KitFonts: Story = {
  play: async () => {
    await document.fonts.ready;
    for (const family of Object.values(KIT_FONT_FAMILIES)) {
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === family);
      await expect(faces.length, `@font-face rules of ${family}`).toBeGreaterThan(0);
      await expect(document.fonts.check(`16px "${family}"`, SAMPLE)).toBe(true);
      await expect(document.fonts.check(`600 16px "${family}"`, SAMPLE)).toBe(true);
    }
    const { fontFamily, fontFamilyMono } = createTheme('light');
    await expect(sampleWidth(fontFamily)).not.toBe(sampleWidth(fallbackOf(fontFamily)));
    await expect(sampleWidth(fontFamilyMono)).not.toBe(sampleWidth(fallbackOf(fontFamilyMono)));
  },
};
