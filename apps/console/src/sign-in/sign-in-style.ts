import { createTheme, type ColorMode, type PortcullisTheme } from '@portcullis/ui/core';

/** Where the kit's ThemeProvider keeps the user's light/dark choice (its default `storageKey`). */
const THEME_MODE_KEY = 'portcullis.theme-mode';

/** The colour mode the console shows: the user's stored choice, else light (as the ThemeProvider). */
export function storedColorMode(): ColorMode {
  try {
    return localStorage.getItem(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * The sign-in page's style sheet, from the kit's tokens: the ThemeProvider's body styles, the
 * brand-only layout, the card (a raised surface, as the kit's PageSection cards), and the looks of FormField, TextInput and the primary and secondary Button (the
 * page must not load the React kit, so its rules are restated here with the same tokens).
 */
export function signInCss(t: PortcullisTheme): string {
  const c = t.colors;
  const primary = { bg: c.primary, fg: c.onPrimary, border: c.primary, hoverBg: c.primaryHover, hover: c.primaryHover };
  const secondary = { bg: c.surface, fg: c.text, border: c.borderStrong, hoverBg: c.surfaceHover, hover: c.text };
  const variant = (name: string, f: typeof primary) => `
.pc-button[data-variant='${name}'] { background: ${f.bg}; color: ${f.fg}; border-color: ${f.border}; }
.pc-button[data-variant='${name}']:hover:not(:disabled) { background: ${f.hoverBg}; border-color: ${f.hover}; }`;
  return `
body { margin: 0; background: ${c.background}; color: ${c.text}; font-family: ${t.fontFamily}; font-size: ${t.fontSizes.md}; color-scheme: ${t.mode}; }
.pc-page { min-height: 100vh; background: ${c.background}; color: ${c.text}; }
.pc-brand { height: 56px; display: flex; align-items: center; padding: 0 ${t.space[5]}px; border-bottom: 1px solid ${c.border}; background: ${c.surface}; }
.pc-logo { display: inline-flex; align-items: center; gap: ${t.space[2]}px; font-weight: ${t.fontWeights.bold}; font-size: ${t.fontSizes.xl}; color: ${c.primary}; letter-spacing: 0.02em; }
.pc-main { box-sizing: border-box; max-width: 448px; margin: 0 auto; padding: ${t.space[8]}px ${t.space[4]}px; }
.pc-card { display: grid; gap: ${t.space[4]}px; padding: ${t.space[7]}px; background: ${c.surface}; border: 1px solid ${c.border}; border-radius: ${t.radii.xl}; box-shadow: ${t.elevation.raised}; }
.pc-tenant { margin: 0; font-size: ${t.text.sectionTitle.fontSize}; line-height: ${t.text.sectionTitle.lineHeight}; font-weight: ${t.text.sectionTitle.fontWeight}; color: ${c.text}; overflow-wrap: anywhere; }
.pc-tenant[hidden] { display: none; }
.pc-message { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.pc-qr { display: block; margin: 0 auto; background: #fff; }
.pc-key { font-family: ${t.fontFamilyMono}; overflow-wrap: anywhere; }
.pc-form { display: grid; gap: ${t.space[4]}px; }
.pc-form > h1 { margin: 0; font-size: ${t.text.pageTitle.fontSize}; line-height: ${t.text.pageTitle.lineHeight}; font-weight: ${t.text.pageTitle.fontWeight}; }
.pc-form > .pc-button[type='submit'] { width: 100%; }
@media (max-width: 480px) { .pc-main { padding: ${t.space[5]}px ${t.space[3]}px; } .pc-card { padding: ${t.space[5]}px; } }
.pc-form > p { margin: 0; }
.pc-form > .pc-error { color: ${c.danger}; }
.pc-field { display: grid; gap: 4px; }
.pc-field > label { font-size: ${t.text.label.fontSize}; line-height: ${t.text.label.lineHeight}; font-weight: ${t.text.label.fontWeight}; color: ${c.text}; }
.pc-field-error { display: flex; gap: ${t.space[1]}px; align-items: flex-start; color: ${c.danger}; font-size: ${t.text.caption.fontSize}; line-height: ${t.text.caption.lineHeight}; }
.pc-field-error > svg { flex-shrink: 0; margin-top: 1px; }
.pc-input { box-sizing: border-box; width: 100%; min-height: ${t.controlHeights.md}px; padding: 6px 10px; border: 1px solid ${c.borderStrong}; border-radius: ${t.radii.md}; background: ${c.surface}; color: ${c.text}; font: inherit; font-size: ${t.fontSizes.md}; line-height: ${t.text.body.lineHeight}; }
.pc-input:hover:not(:disabled):not(:focus-visible) { border-color: ${c.text}; }
.pc-input:focus-visible { outline: 2px solid ${c.focus}; outline-offset: 0; border-color: ${c.focus}; }
.pc-input[aria-invalid='true'] { border-color: ${c.danger}; }
.pc-button { display: inline-flex; align-items: center; justify-content: center; gap: ${t.space[2]}px; flex-shrink: 0; box-sizing: border-box; min-height: ${t.controlHeights.md}px; padding: 0 16px; border: 1px solid; border-radius: ${t.radii.md}; font: inherit; font-size: ${t.fontSizes.md}; font-weight: ${t.fontWeights.medium}; line-height: 1.2; white-space: nowrap; cursor: pointer; }
${variant('primary', primary)}
${variant('secondary', secondary)}
.pc-button:disabled { cursor: not-allowed; background: ${c.surfaceMuted}; border-color: ${c.border}; color: ${c.textMuted}; }
.pc-button:focus-visible { outline: 2px solid ${c.focus}; outline-offset: 2px; }
`;
}

/** Puts the page's style sheet (light or dark, as stored) into the document head. */
export function applySignInStyle(doc: Document = document): void {
  const style = doc.createElement('style');
  style.textContent = signInCss(createTheme(storedColorMode()));
  doc.head.append(style);
}
