// Before the first paint (loaded by index.html ahead of the console; no inline script under the CSP):
// the page takes the colour mode the person chose (kept by the kit's ThemeProvider in localStorage,
// and copied there from the server after sign-in), so a dark console never flashes light while it loads.
// The colours are the kit's background tokens (a test keeps them in step: tooling/color-mode-boot.test.ts).
(function () {
  var BACKGROUND = { light: '#f6f8fa', dark: '#0d1117' };
  var stored = null;
  try {
    stored = window.localStorage.getItem('portcullis.theme-mode');
  } catch (_) {
    // Storage blocked: follow the system.
  }
  var prefersDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  // Nothing chosen yet, or 'system': the system's preference (the console's default).
  var mode = stored === 'light' || stored === 'dark' ? stored : prefersDark ? 'dark' : 'light';
  var root = document.documentElement;
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = BACKGROUND[mode];
})();
