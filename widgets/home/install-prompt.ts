// The browser's own install ("app window") prompt: kept when the browser offers it, shown when the player closes
// the download bar.
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
globalThis.addEventListener?.('beforeinstallprompt', (e) => {
  e.preventDefault();
  deferred = e as InstallPromptEvent;
});

/** Shows the browser's install prompt if it offered one; true when shown. */
export function showInstallPrompt(): boolean {
  const e = deferred;
  if (!e) return false;
  deferred = null;
  e.prompt().catch(() => {});
  return true;
}
