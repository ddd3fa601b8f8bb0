/**
 * The story suites' hold on the kit's typefaces (src/fonts/fonts.css): every face is loaded before a
 * story renders, and a story whose text would be drawn in a fallback font fails instead of producing a
 * screenshot that depends on the fonts installed on the machine (issue 25).
 */
import { KIT_FONT_FAMILIES } from '../src/core/tokens';

const kitFamilies: readonly string[] = Object.values(KIT_FONT_FAMILIES);
const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');

/** The kit's @font-face rules the document holds (none when fonts.css is not loaded). */
export function kitFontFaces(): FontFace[] {
  return [...document.fonts].filter((face) => kitFamilies.includes(unquote(face.family)));
}

let loading: Promise<void> | undefined;

/**
 * Loads every subset of every kit family once (they are local files); throws when fonts.css is not in
 * the document or a file fails to load.
 */
export function loadKitFonts(): Promise<void> {
  loading ??= (async () => {
    const faces = kitFontFaces();
    const missing = kitFamilies.filter((family) => !faces.some((face) => unquote(face.family) === family));
    if (missing.length)
      throw new Error(`No @font-face for ${missing.join(', ')}: is @portcullis/ui/fonts.css imported?`);
    await Promise.all(faces.map((face) => face.load()));
    await document.fonts.ready;
  })();
  return loading;
}

/**
 * Elements under `root` whose own text is set in a font that is not the kit's: the first family of
 * their computed font-family is not one of KIT_FONT_FAMILIES, or its face is not loaded.
 */
export function textInFallbackFonts(root: Element): string[] {
  const offenders: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const isControl = element.matches('input:not([type=checkbox]):not([type=radio]), textarea, select');
    if (!ownText && !isControl) continue;
    // Storybook's own hidden panels (docs, error screens) sit in the body too.
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    const first = unquote(style.fontFamily.split(',')[0] ?? '');
    const loaded = document.fonts.check(`${style.fontWeight} ${style.fontSize} "${first}"`);
    if (!kitFamilies.includes(first) || !loaded) {
      const label = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '');
      const text = (element.textContent ?? '').trim().slice(0, 30);
      offenders.push(`<${label}> "${text}" in ${style.fontFamily}`);
    }
  }
  return offenders;
}
