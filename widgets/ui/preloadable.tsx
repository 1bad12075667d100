// A component whose code loads on demand and, once loaded, renders in the very render that first shows it.
// React.lazy alone suspends on a component's first render however warm its module (the lazy wrapper resolves only
// when rendered), and React holds a revealed Suspense boundary back for up to 300 ms (its fallback throttle): a
// sheet or dialog opened by a tap showed 300 ms late. Each instance decides once, on its first render, so one
// shown the lazy way (its code not yet there) is never remounted the direct way when the code arrives.
import { lazy, Suspense, useState, type ComponentType } from 'react';

/** `load`'s component, as one that renders at once when already loaded; `preload` starts the load. */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        loading = undefined; // a failed fetch is tried again next time
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Component(props: P) {
    const [Direct] = useState(() => loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
