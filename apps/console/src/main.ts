// The kit's typefaces, for the sign-in page and the console alike (the first paint's file is preloaded
// by index.html, see tooling/font-preload.ts).
import '@portcullis/ui/fonts.css';
import { signIn } from 'virtual:console-paths';
import { compilePath } from './routes/path-match';
import { loaderForPath } from './routes/screen-loaders';

/**
 * The entry decides by path before loading anything else: the sign-in page is a page of its own
 * without React (issue 14: ≤ 60 kB gzip of JavaScript), every other path is the React console.
 */
const root = document.getElementById('root')!;
if (compilePath(signIn.path).test(window.location.pathname))
  void import('./sign-in/sign-in-page').then((page) => page.mountSignIn(root));
else {
  void import('./app-main').then((app) => app.mountApp(root));
  // The page's screens load beside the console, not after it (the route view asks for the same module).
  void loaderForPath(window.location.pathname)?.();
}
