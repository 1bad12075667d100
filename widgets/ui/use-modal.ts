// Modal behaviour shared by Dialog and the sheets: mask-tap guard, Escape, focus trap, focus restore, scroll lock.
// Only the topmost open modal reacts to keys, so stacked modals close one at a time.
import { useEffect, useRef, type RefObject } from 'react';
import { DIALOG_MASK_GUARD_MS } from '../../engine/page-constants.ts';
import { clock } from './clock.ts';

const stack: object[] = [];
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A page in a frame that does not have the focus (the studio's preview while staff type in the editor) must not
 * take it: focusing inside the frame would move the keyboard out of the page around it. */
const mayTakeFocus = () => globalThis.top === globalThis.window || document.hasFocus();

/** The focusable elements inside `root`, in DOM order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Wires an open modal panel; returns the mask's click handler, which ignores taps within DIALOG_MASK_GUARD_MS. */
export function useModal(open: boolean, onClose: () => void, panelRef: RefObject<HTMLElement | null>): () => void {
  const openedAt = useRef(0);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const token = {};
    stack.push(token);
    openedAt.current = clock.now();
    // Focus returns to what had it; not to the body (where it goes by itself): focusing makes the browser bring
    // style and layout up to date at once, which on a route change is the next screen's whole layout.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const panel = panelRef.current;
    // Focus moves in at the next frame: focusing makes the browser bring the page's style and layout up to date
    // at once, which in the task that committed the modal makes one long task of both; at the frame, that work
    // is the frame's own. The panel sits in a fixed overlay, so there is nothing to scroll into view.
    const focusFrame = requestAnimationFrame(() => {
      if (mayTakeFocus() && panel?.isConnected && !panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
    });
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';

    const isTop = () => stack[stack.length - 1] === token;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop() || !panel) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (isTop() && panel && e.target instanceof Node && !panel.contains(e.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(focusFrame);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(token), 1);
      body.style.overflow = overflow;
      if (opener?.isConnected && mayTakeFocus()) opener.focus();
    };
  }, [open, panelRef]);

  return () => {
    if (clock.now() - openedAt.current < DIALOG_MASK_GUARD_MS) return;
    closeRef.current();
  };
}
