/** The id of the shell's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * The first Tab stop of every signed-in page: 'Skip to main content', visible only while focused. It
 * moves focus into `<main>` itself (focusable, not tabbable), so the next Tab is the page's first control.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      css={(t) => ({
        position: 'fixed',
        top: t.space[2],
        left: t.space[2],
        zIndex: t.zIndices.sticky + 1,
        padding: `${t.space[2]}px ${t.space[4]}px`,
        background: t.colors.surface,
        color: t.colors.primary,
        border: `2px solid ${t.colors.primary}`,
        borderRadius: 4,
        fontWeight: t.fontWeights.bold,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Skip to main content
    </a>
  );
}
