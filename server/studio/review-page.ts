// The page a preview link opens: the real app in a phone-sized frame showing one draft, a banner saying what it
// is (which draft, whose, until when: formatted in the reviewer's own locale by /studio/review.js), and nothing
// to edit. Or, for a link that does not work, why not.
import type { ReviewedDraft } from './links.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The review page for a working link (`token`, `draft`), or the reason a link does not work. */
export function reviewPage(token: string | null, shown: ReviewedDraft | string): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Draft preview</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/studio/studio.css">`;
  if (typeof shown === 'string' || !token)
    return `${head}</head><body class="token-page"><main class="token-card"><h1>Draft preview</h1><p class="token-message" role="alert">${escape(String(shown))}</p></main></body></html>`;
  const { link, route } = shown;
  const what = link.kind === 'labels' ? `the label texts labels/${link.file}` : `screens/${link.file}`;
  return `${head}
<meta name="preview-token" content="${escape(token)}"><meta name="preview-route" content="${escape(route)}"><meta name="preview-expires" content="${escape(link.expires)}">
<script type="module" src="/studio/review.js"></script></head>
<body class="review-page"><header class="review-banner" role="banner"><h1>Draft preview</h1>
<p>Version ${link.version} of ${escape(what)}, shared by ${escape(link.by)}. Players do not see it: this is a draft, shown to you read-only. This link works until <time id="expires" datetime="${escape(link.expires)}">${escape(link.expires)}</time>.</p></header>
<main class="review-frame"><iframe id="frame" title="Preview of the draft at 375 × 812" width="375" height="812"></iframe></main></body></html>`;
}
