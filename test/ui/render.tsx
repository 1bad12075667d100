// Test rendering for UI components: mounts into a fresh container with react-dom/client inside act().
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let mounted: { root: Root; container: HTMLElement }[] = [];

/** Renders `ui` into a new container attached to <body>. */
export function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push({ root, container });
  return {
    container,
    rerender: (next: ReactNode) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  };
}

/** Unmounts everything render() mounted and empties <body>. */
export function cleanup(): void {
  for (const { root } of mounted) act(() => root.unmount());
  mounted = [];
  document.body.innerHTML = '';
}

/** Lets settled promises (a load's answer, valtio's batched notifications) and React's updates through. */
export const flush = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
  });

/** Runs `fn` (timers, events) inside act so React flushes its updates. */
export function run(fn: () => void): void {
  act(fn);
}

/** Dispatches a DOM event of `type` on `el` (bubbling), with extra fields copied onto it. */
export function fire(el: Element, type: string, init: Record<string, unknown> = {}): void {
  const Ctor = type.startsWith('key') ? KeyboardEvent : type === 'click' || type.startsWith('mouse') ? MouseEvent : Event;
  const event = new Ctor(type, { bubbles: true, cancelable: true, ...init });
  for (const [k, v] of Object.entries(init)) if (!(k in event)) Object.defineProperty(event, k, { value: v });
  act(() => {
    el.dispatchEvent(event);
  });
}

/** The one element matching `selector`, or a thrown error naming it. */
export function $(selector: string, root: ParentNode = document): HTMLElement {
  const el = root.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`no element matches ${selector}`);
  return el;
}
