// The page the studio shows instead of itself until someone signs in: a name and a token or password field
// that post to /studio/login (with a one-time link: the name only), or why the studio is locked. No scripts.
import { escapeHtml } from '../escape-html.ts';

export interface SignInPage {
  /** An error, or why the studio is locked. */
  message?: string;
  /** The names are a users file's (STUDIO_USERS); false: a person types their name beside the shared token. */
  named?: boolean;
  /** Show no form (no credentials configured): only the message and the one-time link advice. */
  linkOnly?: boolean;
  /** One-time links are on: say where to find one. */
  links?: boolean;
  /** A name typed before (kept when a try fails). */
  name?: string;
  /** A valid one-time code: the form asks only for a name, and spends the code. */
  once?: string;
}

const LINK_HELP =
  '<p class="token-help">On the machine that runs the server, open the one-time sign-in link that <code>npm start</code> printed in its console.</p>';

const nameField = (label: string, value: string, help: string) =>
  `<label for="name">${label}</label><input id="name" name="name" autocomplete="username" required maxlength="64" value="${escapeHtml(value)}"${value ? '' : ' autofocus'} aria-describedby="name-help">
<p id="name-help" class="token-help">${help}</p>`;

/** The sign-in page. */
export function tokenPage(opts: SignInPage = {}): string {
  const message = opts.message ? `<p class="token-message" role="alert">${escapeHtml(opts.message)}</p>` : '';
  let form = '';
  let intro = '';
  if (opts.once !== undefined) {
    // No action: the form posts to the link's own address, so its #fragment (the file to open) survives the redirect.
    form = `<form method="post"><input type="hidden" name="once" value="${escapeHtml(opts.once)}">
${nameField(opts.named ? 'Your studio user name' : 'Your name', opts.name ?? '', 'Every change you make is recorded under this name.')}
<button type="submit" class="primary">Open the studio</button></form>`;
    intro = opts.message ? '' : '<p>Who are you? The studio records a name with every draft, publish and approval.</p>';
  } else if (!opts.linkOnly) {
    form = `<form method="post" action="/studio/login">
${opts.named ? nameField('Name', opts.name ?? '', 'The name your administrator gave you.') : nameField('Your name', opts.name ?? '', 'Every change you make is recorded under this name.')}
<label for="token">${opts.named ? 'Password or token' : 'Studio token'}</label>
<input id="token" name="token" type="password" autocomplete="current-password" required${opts.name ? ' autofocus' : ''}>
<button type="submit" class="primary">Open the studio</button></form>`;
    intro = opts.message
      ? ''
      : `<p>${opts.named ? 'Sign in with the name and password (or token) your administrator gave you.' : 'Type your name and the studio token your administrator gave you.'}</p>`;
  } else if (!opts.message) intro = '<p>Sign in to use the studio.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screen studio: sign in</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/studio/studio.css"></head>
<body class="token-page"><main class="token-card"><h1>Screen studio</h1>
${message}${intro}${form}${opts.links && opts.once === undefined ? LINK_HELP : ''}</main></body></html>`;
}
