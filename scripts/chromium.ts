/**
 * The one Chromium every browser test of the workspace drives (the console's e2e suite, the kit's story
 * tests, the packed-package test): Debian's chromium package, never a browser Playwright downloads, with
 * the same flags everywhere.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Headless, sandbox-free (tests run in containers as root) and quiet: no update or first-run traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
