// Registers happy-dom's window as the global DOM for unit tests. Importing this module registers it at once, so a
// test file that imports it first gets a DOM before react-dom loads; suites call setupDom/teardownDom around them.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Registers the happy-dom globals (phone-sized window) unless already registered; marks React's act environment. */
export function setupDom(): void {
  if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: 'http://localhost/', width: 375, height: 812 });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
}

/** Closes the happy-dom window and removes its globals; setupDom registers a fresh one. */
export async function teardownDom(): Promise<void> {
  if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister();
}

setupDom();

/** How many layout reads (getBoundingClientRect on an element) `fn` makes: a mount that measures lays out the page. */
export function layoutReads(fn: () => void): number {
  let reads = 0;
  const proto = HTMLElement.prototype;
  const original = proto.getBoundingClientRect;
  proto.getBoundingClientRect = function () {
    reads++;
    return original.call(this);
  };
  try {
    fn();
  } finally {
    proto.getBoundingClientRect = original;
  }
  return reads;
}
