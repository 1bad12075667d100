// The page the studio shows instead of itself until someone signs in: a name (with a users file) and a
// token or password field that post to /studio/login, or why the studio is locked. No scripts.
import { escapeHtml } from '../escape-html.ts';

export interface SignInPage {
  /** An error, or why the studio is locked. */
  message?: string;
  /** Ask for a name as well (STUDIO_USERS); false: a token only. */
  named?: boolean;
  /** Show no form (no credentials configured): only the message and the one-time link advice. */
  linkOnly?: boolean;
  /** One-time links are on: say where to find one. */
  links?: boolean;
  /** A name typed before (kept when a try fails). */
  name?: string;
}

const LINK_HELP =
  '<p class="token-help">On the machine that runs the server, open the one-time sign-in link that <code>npm start</code> printed in its console.</p>';

/** The sign-in page. */
export function tokenPage(opts: SignInPage = {}): string {
  const message = opts.message ? `<p class="token-message" role="alert">${escapeHtml(opts.message)}</p>` : '';
  const form = opts.linkOnly
    ? ''
    : `<form method="post" action="/studio/login">
${opts.named ? `<label for="name">Name</label><input id="name" name="name" autocomplete="username" required value="${escapeHtml(opts.name ?? '')}">` : ''}
<label for="token">${opts.named ? 'Password or token' : 'Studio token'}</label>
<input id="token" name="token" type="password" autocomplete="current-password" required${opts.named && !opts.name ? '' : ' autofocus'}>
<button type="submit" class="primary">Open the studio</button></form>`;
  const intro = opts.message
    ? ''
    : `<p>${opts.linkOnly ? 'Sign in to use the studio.' : opts.named ? 'Sign in with the name and password (or token) your administrator gave you.' : 'Enter the studio token your administrator gave you.'}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screen studio: sign in</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/studio/studio.css"></head>
<body class="token-page"><main class="token-card"><h1>Screen studio</h1>
${message}${intro}${form}${opts.links ? LINK_HELP : ''}</main></body></html>`;
}
