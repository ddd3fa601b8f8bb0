import { signIn } from 'virtual:console-paths';
import { forwardTarget } from '../state/shell-rules';
import { APP_NAME, documentTitle, handOffHeadingFocus, takeHeadingFocus } from '../shell/page-handoff';
import { productMarkSvg } from '../shell/product-mark';
import { applySignInStyle } from './sign-in-style';
import { isChallenge, login, loginVerify, signInBranding, signInContext, type SignedInUser } from './sign-in-api';
import { signInTexts } from './sign-in-texts';

const SIGN_IN_ERROR_ID = 'sign-in-error';
const TITLE_ID = 'sign-in-title';
export const UNREACHABLE_MESSAGE = 'The server cannot be reached. Please try again.';
/** The tenant every installation starts with (routes/navigation.ts DEFAULT_TENANT); its name is not shown. */
const DEFAULT_TENANT = 'default';

type Child = Node | string;

/** A new element with attributes and children (attribute values are set as text, never parsed as HTML). */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The kit's ErrorIcon (Lucide's circle-alert) beside a field's message, decorative. */
function errorIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const attrs = { width: '14', height: '14', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' };
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, value);
  svg.setAttribute('stroke-width', '2');
  svg.setAttribute('stroke-linecap', 'round');
  svg.setAttribute('stroke-linejoin', 'round');
  svg.setAttribute('aria-hidden', 'true');
  for (const [tag, shape] of [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
    ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
  ] as const) {
    const part = document.createElementNS(ns, tag);
    for (const [name, value] of Object.entries(shape)) part.setAttribute(name, value);
    svg.append(part);
  }
  return svg;
}

/** A labelled input with the kit FormField's ids: `<id>-label`, and `<id>-error` for its own message. */
interface Field {
  wrapper: HTMLDivElement;
  input: HTMLInputElement;
  error: HTMLSpanElement | null;
}

function field(label: string, id: string, attrs: Record<string, string>): Field {
  const input = h('input', { id, type: 'text', class: 'pc-input', ...attrs });
  const wrapper = h('div', { class: 'pc-field' }, h('label', { id: `${id}-label`, for: id }, label), input);
  return { wrapper, input, error: null };
}

/**
 * A field's own message (an empty field) and the form's refusal: either marks the input invalid, and
 * `aria-describedby` names the field's message, then the refusal line, as the kit's TextInput does.
 */
function showFieldState(f: Field, message: string | undefined, isRefused: boolean): void {
  const errorId = `${f.input.id}-error`;
  if (message) {
    f.error ??= h('span', { id: errorId, role: 'alert', class: 'pc-field-error' });
    if (f.error.textContent !== message) f.error.replaceChildren(errorIcon(), message);
    if (!f.error.isConnected) f.wrapper.append(f.error);
  } else if (f.error) {
    f.error.remove();
    f.error = null;
  }
  const describedBy = [message ? errorId : null, isRefused ? SIGN_IN_ERROR_ID : null].filter(Boolean).join(' ');
  if (describedBy) f.input.setAttribute('aria-describedby', describedBy);
  else f.input.removeAttribute('aria-describedby');
  if (message || isRefused) f.input.setAttribute('aria-invalid', 'true');
  else f.input.removeAttribute('aria-invalid');
}

const button = (label: string, variant: 'primary' | 'secondary', type: 'submit' | 'button') =>
  h('button', { type, class: 'pc-button', 'data-variant': variant }, label);

/**
 * The sign-in page (the spec's "account app", §2.1), a page of its own without React or the kit so
 * that it loads fast (issue 14: ≤ 60 kB gzip of JavaScript); the entry module (main.ts) loads it by
 * path. It posts to /account/login (the server signs in with a session cookie), then loads the
 * console afresh at `goback` when that is a page needing a session, else at the user's landing page
 * (state/shell-rules.ts, shared with the app). A user already signed in is sent on the same way.
 * The form checks itself (noValidate): empty fields get the form's own messages and focus, and a
 * refused sign-in marks both fields invalid, described by the message, and clears and focuses the
 * password. Where a zone requires a second factor the server answers the password with a challenge,
 * and the page asks for the authenticator app's code (/account/login/verify).
 *
 * Decisions: the form shows at once while the page asks the server whether a session is live (the
 * answer usually comes before anyone types; a live session is sent on); after 'Start over', or a
 * challenge that ended ('Sign in again'), focus goes to the password, where the user goes on.
 * The page is the brand-only header (spec §2.13: the product's mark and name) over a card holding the
 * form. At the card's top is the tenant's branding slot (`data-tenant-branding`): the tenant's name,
 * as Okta and Entra name the organisation on their sign-in pages, filled when the server answers;
 * it stays empty for the installation's 'default' tenant, whose name says nothing to the user. Below
 * it the tenant's sign-in title and message from Branding > Customization (the public /branding/theme,
 * asked for beside the static data), set as text so that markup in them shows as typed; the form keeps
 * its own 'Sign in' heading (Entra ID shows its sign-in page text the same way, beside the form).
 * Under MFA enforcement a user with no second factor gets, instead of the code step, 'Set up your
 * authenticator app': the QR code and key of a new app, whose first code signs in.
 */
export function mountSignIn(root: HTMLElement): void {
  applySignInStyle();
  document.title = documentTitle(signIn.title);

  const userName = field('User name', 'sign-in-username', { name: 'username', autocomplete: 'username' });
  const password = field('Password', 'sign-in-password', {
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
  });
  const code = field('Code', 'sign-in-code', { name: 'code', autocomplete: 'one-time-code', inputmode: 'numeric' });
  const errorLine = h('p', { id: SIGN_IN_ERROR_ID, role: 'alert', class: 'pc-error' });
  const signInButton = button('Sign in', 'primary', 'submit');
  const verifyButton = button('Verify', 'primary', 'submit');
  const startOver = button('Start over', 'secondary', 'button');
  const form = (...children: Child[]) =>
    h('form', { novalidate: '', 'aria-labelledby': TITLE_ID, class: 'pc-form' }, ...children);
  const passwordTitle = h('h1', { id: TITLE_ID }, 'Sign in');
  const codeTitle = h('h1', { id: TITLE_ID }, 'Enter your code');
  const enrolTitle = h('h1', { id: TITLE_ID }, 'Set up your authenticator app');
  const codeIntro = h('p', {}, 'Your network asks for a second factor. Enter the code your authenticator app shows.');
  const enrolIntro = h(
    'p',
    {},
    'Your organisation requires a second factor. Scan this code with your authenticator app, or enter the key, then enter the code the app shows.',
  );
  const qrCode = h('img', { class: 'pc-qr', width: '180', height: '180', alt: 'QR code for your authenticator app' });
  const enrolKey = h('code', { class: 'pc-key', 'data-enrol-key': '' });
  const passwordForm = form(passwordTitle, userName.wrapper, password.wrapper, signInButton);
  const codeForm = form(codeTitle, codeIntro, code.wrapper, verifyButton, startOver);
  const tenantSlot = h('p', { class: 'pc-tenant', 'data-tenant-branding': '', hidden: '' });
  // The tenant's sign-in title and message (Branding > Customization), always set as text, never HTML.
  const brandTitle = h('p', { class: 'pc-tenant', 'data-sign-in-title': '', hidden: '' });
  const brandMessage = h('p', { class: 'pc-message', 'data-sign-in-message': '', hidden: '' });
  const formSlot = h('div');
  const main = h(
    'main',
    { class: 'pc-main' },
    h('div', { class: 'pc-card' }, tenantSlot, brandTitle, brandMessage, formSlot),
  );
  root.replaceChildren(
    h(
      'div',
      { class: 'pc-page' },
      h('header', { class: 'pc-brand' }, h('span', { class: 'pc-logo' }, productMarkSvg(document, 24), APP_NAME)),
      main,
    ),
  );
  const showText = (slot: HTMLElement, text: string | null) => {
    if (!text?.trim()) return;
    slot.textContent = text;
    slot.removeAttribute('hidden');
  };
  const showTenant = (name: string | null) => showText(tenantSlot, name === DEFAULT_TENANT ? null : name);

  let challenge: string | null = null;
  /** The authenticator-app secret a sign-in under MFA enforcement enrols (null for an ordinary challenge). */
  let enrolment: { QrCode: string; Secret: string } | null = null;
  let missing: { userName?: string; password?: string } = {};
  let error: string | null = null;
  let isBusy = false;

  const render = () => {
    const shown = challenge ? codeForm : passwordForm;
    if (formSlot.firstChild !== shown) formSlot.replaceChildren(shown);
    const [heading, intro] = enrolment ? [enrolTitle, enrolIntro] : [codeTitle, codeIntro];
    if (codeForm.firstChild !== heading) {
      codeForm.replaceChildren(heading, intro, code.wrapper, verifyButton, startOver);
      if (enrolment) {
        // Only the server's own data: URL of an SVG image is used as the image address.
        if (enrolment.QrCode.startsWith('data:image/svg+xml;base64,')) qrCode.src = enrolment.QrCode;
        enrolKey.textContent = enrolment.Secret;
        intro.after(qrCode, h('p', {}, 'Key: ', enrolKey));
      }
    }
    const isRefused = error !== null;
    showFieldState(userName, missing.userName, isRefused);
    showFieldState(password, missing.password, isRefused);
    showFieldState(code, undefined, isRefused);
    if (error === null) errorLine.remove();
    else {
      errorLine.textContent = error;
      shown.insertBefore(errorLine, challenge ? verifyButton : signInButton);
    }
    signInButton.disabled = isBusy;
    verifyButton.disabled = isBusy;
  };

  /** Into the console: back to `goback` when it is a page needing a session, else the landing page. */
  const forward = (user: SignedInUser, isUsersAction: boolean) => {
    const target = forwardTarget(new URLSearchParams(window.location.search).get('goback'), user);
    if (isUsersAction) handOffHeadingFocus(target);
    window.location.replace(target);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (isBusy) return;
    error = null;
    if (!challenge) {
      missing = {
        userName: userName.input.value.trim() ? undefined : 'Enter your user name.',
        password: password.input.value ? undefined : 'Enter your password.',
      };
      if (missing.userName || missing.password) {
        render();
        (missing.userName ? userName : password).input.focus();
        return;
      }
    }
    isBusy = true;
    render();
    let focusNext: HTMLInputElement | null = null;
    let isLeaving = false;
    try {
      const result = challenge
        ? await loginVerify(challenge, code.input.value.replace(/\s/g, ''))
        : await login(userName.input.value, password.input.value);
      if (!result.Success || !result.Data) {
        error = result.Message || 'Sign-in failed.';
        if (!challenge) {
          password.input.value = '';
          focusNext = password.input;
        } else if (result.Message?.includes('Sign in again')) {
          // An expired or used-up challenge starts over from the password.
          challenge = null;
          enrolment = null;
          code.input.value = '';
          focusNext = password.input;
        }
      } else if (isChallenge(result.Data)) {
        challenge = result.Data.ChallengeToken;
        enrolment = result.Data.Enrolment ?? null;
        password.input.value = '';
        focusNext = code.input;
      } else {
        // The form stays busy while the console loads, so it cannot be sent twice.
        isLeaving = true;
        forward(result.Data, true);
      }
    } catch {
      error = UNREACHABLE_MESSAGE;
    }
    isBusy = isLeaving;
    render();
    focusNext?.focus();
  };
  passwordForm.addEventListener('submit', (e) => void submit(e));
  codeForm.addEventListener('submit', (e) => void submit(e));
  startOver.addEventListener('click', () => {
    challenge = null;
    enrolment = null;
    code.input.value = '';
    error = null;
    render();
    password.input.focus();
  });

  render();
  if (takeHeadingFocus(window.location.pathname)) {
    const heading = passwordForm.querySelector('h1')!;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }
  // Relabel in the browser's language once its texts arrive (keys: api-client SHELL_TEXTS_EN).
  void signInTexts().then((texts) => {
    if (!texts) return;
    document.documentElement.lang = texts.language;
    const relabel: Array<[string, Element]> = [
      ['signIn.title', passwordTitle],
      ['signIn.codeTitle', codeTitle],
      ['signIn.enrolTitle', enrolTitle],
      ['signIn.userName', userName.wrapper.querySelector('label')!],
      ['signIn.password', password.wrapper.querySelector('label')!],
      ['signIn.submit', signInButton],
      ['signIn.verify', verifyButton],
      ['signIn.startOver', startOver],
    ];
    for (const [key, element] of relabel) {
      const text = texts.text(key);
      if (text) element.textContent = text;
    }
  });
  signInContext().then(
    ({ user, tenantName }) => {
      if (user) forward(user, false);
      else showTenant(tenantName);
    },
    () => undefined, // No answer: the user signs in, and the form says so if the server stays away.
  );
  signInBranding().then(
    ({ title, message }) => {
      showText(brandTitle, title);
      showText(brandMessage, message);
    },
    () => undefined, // No branding answer: the product's own page.
  );
}
