// The preview link's page (server/studio/review-page.ts): names the frame's preview by the link's token, so the
// app inside asks for the draft (engine/preview-id.ts), shows the expiry in the reviewer's locale, opens the frame.
import { PREVIEW_KEY } from '../engine/preview-id.ts';

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

sessionStorage.setItem(PREVIEW_KEY, meta('preview-token'));
const expires = document.getElementById('expires');
if (expires)
  expires.textContent = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(meta('preview-expires')),
  );
(document.getElementById('frame') as HTMLIFrameElement).src = meta('preview-route');
