// The browser entry: a few hundred bytes that load the app (app/start.tsx). A page the server rendered is on the
// screen without any script, so on such a page the app's code and start-up data are asked for only once it has
// loaded and painted: on a slow connection the HTML, its stylesheets and its images (the largest paint's among them)
// get the bandwidth first, and hydration follows. A page without server HTML (the client-only fallback) starts at
// once, as before.
import '../widgets/ui/ui.css';
import '../engine/mount/shell.css';

/** The longest one task spends adding preload links (ms); the rest go on in the next task. */
const LINKS_SLICE_MS = 4;

/**
 * What the server set aside until the first paint: [rel, href, as] of each preload (server/ssr.ts), in the order
 * the page needs them. Added a few per task: each link starts its fetch in the append, about a millisecond of the
 * main thread (four at 4x CPU), and login's twenty-one in one task made it a long task of its own.
 */
function requestSetAside(): void {
  let links: string[][] = [];
  try {
    links = JSON.parse(document.getElementById('after-paint')?.textContent || '[]');
  } catch {
    /* none: the imports below still load everything, one round trip later */
  }
  let next = 0;
  const slice = () => {
    const until = performance.now() + LINKS_SLICE_MS;
    while (next < links.length && performance.now() < until) {
      const [rel, href, as] = links[next++]!;
      const link = Object.assign(document.createElement('link'), { rel, href });
      if (as) {
        link.as = as;
        link.crossOrigin = 'anonymous';
      }
      document.head.append(link);
    }
    if (next < links.length) setTimeout(slice, 0);
  };
  slice();
}

/**
 * Runs `then` once the page has loaded (its stylesheets and images, the largest paint's among them) and shown its
 * first contentful paint, two frames after both (the logo or banner may paint a frame after the first paint, and
 * the code would then share the bandwidth with them); or after a second at most (a hidden page paints nothing; an
 * image may never come).
 */
function afterPaint(then: () => void): void {
  let done = false;
  let waits = 2;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const step = () => {
    if (!--waits) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
  };
  addEventListener('load', step);
  try {
    // A page has one first contentful paint: the observer is called with it once, and is not disconnected.
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) step();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    step();
  }
  setTimeout(once, 1000);
}

/** Opens local and session storage (see the call). */
function openStorage(): void {
  try {
    void localStorage.length;
    void sessionStorage.length;
  } catch {
    /* storage refused (a privacy mode): the app copes without it */
  }
}

const start = () => import('./start.tsx');
if (document.getElementById('root')?.dataset.ssr)
  afterPaint(() => {
    requestSetAside();
    void start();
    // The first use of web storage waits for the browser to load it; done here, while the app's code downloads,
    // that wait is not part of the app's start-up task (which reads the session and settings from it).
    setTimeout(openStorage, 0);
  });
else void start();
