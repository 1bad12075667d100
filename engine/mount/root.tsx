// The app's root element, the same on the server and in the browser (hydration needs one tree on both sides):
// the router (on the server at the request's path), the app and the toaster (a shell part).
import { useEffect } from './react-deps.ts';
import { Router } from 'wouter';
import { App } from './app.tsx';
import { shell } from '../shell-parts.ts';
import type { ScreenSet } from '../screens/load.ts';
import { endHydration } from './hydration.ts';

/** The whole app; `ssrPath`/`ssrSearch` only on the server. Its effect runs after every other of the first
 * commit: the frame is hydrated (the widgets' boundaries may still be hydrating; the last of them ends it). */
export function AppRoot({ set, ssrPath, ssrSearch }: { set: ScreenSet; ssrPath?: string; ssrSearch?: string }) {
  const { Toaster } = shell;
  useEffect(() => {
    // The app has taken over the page: a server-rendered page is readable before (its script loads after its first
    // paint), so tools and browser tests tell the two apart by this mark.
    document.documentElement.dataset.app = 'mounted';
    endHydration();
  }, []);
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <App set={set} />
      <Toaster />
    </Router>
  );
}
