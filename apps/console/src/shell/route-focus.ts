import { useEffect } from 'react';
import { documentTitle, takeHeadingFocus } from './page-handoff';

export { APP_NAME, documentTitle } from './page-handoff';

/** How long a new page may take to show its heading (lazy screen, first data) before focus gives up. */
const HEADING_WAIT_MS = 10_000;

let lastPath: string | null = null;
/** The navigation whose heading is still to be focused (survives an effect re-run). */
let pending: { path: string; before: Element | null; oldHeading: Element | null; oldText: string } | null = null;
/** Redirects before the user has done anything (entry, sign-in redirect) are part of the page load. */
let hasInteracted = false;
const noteInteraction = () => {
  hasInteracted = true;
};
/** Whether the user has pressed a key or the pointer on this page load (a later navigation is theirs). */
export const hasUserInteracted = (): boolean => hasInteracted;

/** The page's main heading: inside `<main>` when the page has one, else the first level-1 heading. */
const findHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/**
 * The new page put focus somewhere on purpose: a field that focuses itself, or a dialog it opened. Any
 * other focus (a closing dialog handing it back to its trigger, a link of the old page) is not.
 */
function focusIsDeliberate(before: Element | null): boolean {
  const now = document.activeElement;
  if (!now || now === document.body || !now.isConnected || now === before) return false;
  if (now.closest('nav, header')) return false;
  return (
    now.matches('input, textarea, select, [contenteditable="true"], [role="combobox"]') ||
    Boolean(now.closest('[role="dialog"], [role="alertdialog"]'))
  );
}

/** Frames during which a heading that lost focus to nothing (a closing dialog returning it) gets it back. */
const HOLD_FRAMES = 60;

/**
 * Moves focus to the page heading (made focusable, not tabbable) so screen readers announce the page.
 * A dialog closing as the page changes may hand focus back to a trigger that is gone, leaving it on
 * `<body>`: for a short while the heading takes it back, until the user acts.
 */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  let frames = 0;
  let isUserActing = false;
  const userActs = () => {
    isUserActing = true;
  };
  document.addEventListener('keydown', userActs, { capture: true, once: true });
  document.addEventListener('pointerdown', userActs, { capture: true, once: true });
  const hold = () => {
    if (isUserActing || !heading.isConnected || ++frames > HOLD_FRAMES) {
      document.removeEventListener('keydown', userActs, { capture: true });
      document.removeEventListener('pointerdown', userActs, { capture: true });
      return;
    }
    if (document.activeElement === document.body || !document.activeElement?.isConnected) heading.focus();
    requestAnimationFrame(hold);
  };
  requestAnimationFrame(hold);
}

/** Records a navigation to `pathname` once: the old page's heading and focus, the new page's to find. */
function noteNavigation(pathname: string) {
  if (typeof document === 'undefined' || lastPath === pathname) return;
  if (lastPath === null && takeHeadingFocus(pathname)) {
    // The user signed in on the sign-in page, which loaded this one: their navigation, not a page load.
    hasInteracted = true;
    pending = { path: pathname, before: document.activeElement, oldHeading: null, oldText: '' };
    lastPath = pathname;
    return;
  }
  const oldHeading = findHeading();
  pending =
    lastPath !== null && hasInteracted
      ? { path: pathname, before: document.activeElement, oldHeading, oldText: oldHeading?.textContent ?? '' }
      : null;
  lastPath = pathname;
}

/**
 * On every in-console navigation (not the first page load, where the skip link must stay the first
 * Tab): sets `document.title` and moves focus to the new page's heading once it renders — unless the
 * user already put focus somewhere on the new page (a form field that focuses itself, a dialog).
 */
export function useRouteFocus(pathname: string, pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.addEventListener('keydown', noteInteraction, { capture: true, once: true });
    document.addEventListener('pointerdown', noteInteraction, { capture: true, once: true });
  }, []);
  // Noted while rendering the new path, when the DOM still shows the old page: by the time an effect
  // runs, a screen that renders at once (no lazy chunk, no loading state) has already put its heading
  // in, and taking that for the old page's heading would leave focus on <body>.
  noteNavigation(pathname);
  useEffect(() => {
    const target = pending;
    if (!target || target.path !== pathname) return;
    const tryFocus = (): boolean => {
      if (focusIsDeliberate(target.before)) return true;
      const heading = findHeading();
      // Neither the old page's heading nor one inside a loading skeleton is the new page's.
      // (A page of the same screen keeps its heading element: a new text tells it apart.)
      if (!heading || heading.closest('[aria-busy="true"]')) return false;
      if (heading === target.oldHeading && heading.textContent === target.oldText) return false;
      focusHeading(heading);
      return true;
    };
    const done = () => {
      if (pending === target) pending = null;
    };
    if (tryFocus()) return done();
    const observer = new MutationObserver(() => {
      if (tryFocus()) {
        done();
        stop();
      }
    });
    const timer = window.setTimeout(() => {
      done();
      stop();
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
