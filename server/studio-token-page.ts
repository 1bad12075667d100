// The page the studio shows instead of itself when a token is needed (or it is locked): a labelled
// token field that posts to /studio/login, which sets the token cookie. No scripts.
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The token page, with an optional message (an error, or why the studio is locked). */
export function tokenPage(message?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screen studio: sign in</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/studio/studio.css"></head>
<body class="token-page"><main class="token-card"><h1>Screen studio</h1>
${message ? `<p class="token-message" role="alert">${escape(message)}</p>` : '<p>Enter the studio token your administrator gave you.</p>'}
<form method="post" action="/studio/login"><label for="token">Studio token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit" class="primary">Open the studio</button></form></main></body></html>`;
}
