// The studio preview's id, sent only by the app inside the studio's preview frame. The studio page keeps
// it in sessionStorage, which a same-origin frame shares with the tab that frames it, so the studio's
// other tabs and every player (never framed) load the published screens, never a draft.

/** The request header that names the preview (server/studio/preview-hooks.ts reads it). */
export const PREVIEW_HEADER = 'X-Studio-Preview';
/** The sessionStorage key the studio page writes the id under. */
export const PREVIEW_KEY = 'studio-preview';

/** The header naming this frame's preview, or none outside a frame or without a preview. */
export function previewHeaders(): Record<string, string> {
  try {
    if (globalThis.top === globalThis.window) return {};
    const id = sessionStorage.getItem(PREVIEW_KEY);
    return id ? { [PREVIEW_HEADER]: id } : {};
  } catch {
    return {};
  }
}

/** A same-origin file as the preview frame fetches it: with the preview's header, and (then) at an address the
 * page's <link rel="preload"> does not answer, since that was fetched without the header. */
export function previewRequest(path: string): { url: string; headers: Record<string, string> } {
  const headers = previewHeaders();
  return { url: Object.keys(headers).length ? `${path}${path.includes('?') ? '&' : '?'}preview` : path, headers };
}

/** Whether this page is the studio's preview (framed, with a preview named): read once, then the engine marks each
 * widget with its place in the screen file so the studio can select what a click hit (engine/mount/widget-tree.tsx). */
export const inStudioPreview: boolean = typeof document !== 'undefined' && Object.keys(previewHeaders()).length > 0;
