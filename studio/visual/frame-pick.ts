// Click-to-select in the preview: the app in the frame marks each widget with its JSON pointer (only in the
// studio's preview: engine/mount/widget-tree.tsx), so a click there, while "Select in preview" is on, selects
// that widget instead of doing what the app would; the selected widget is outlined in the frame.
const SELECTED = '3px solid #c026d3';
const HOVER = '2px dashed #c026d3';

/** Wires the frame; `onPick` gets the pointer of the widget a click hit. */
export function createFramePick(frame: HTMLIFrameElement, toggle: HTMLButtonElement, onPick: (pointer: string) => void) {
  let on = toggle.getAttribute('aria-pressed') !== 'false';
  let selected: string | null = null;
  let outlined: HTMLElement[] = [];
  let hovered: HTMLElement[] = [];
  let watch: MutationObserver | undefined;

  const doc = () => {
    try {
      return frame.contentDocument;
    } catch {
      return null;
    }
  };
  /** The boxes of a marked node: its element children (the mark itself has no box). */
  const boxes = (mark: Element | null) =>
    mark ? ([...mark.children].filter((c) => c instanceof (mark.ownerDocument.defaultView as any).HTMLElement) as HTMLElement[]) : [];
  const paint = (els: HTMLElement[], style: string) => {
    for (const el of els) {
      el.style.outline = style;
      el.style.outlineOffset = style ? '-3px' : '';
    }
  };
  const markOf = (target: EventTarget | null) =>
    ((target as Element | null)?.closest?.('[data-studio-node]') as HTMLElement | null) ?? null;

  const draw = (): boolean => {
    paint(outlined, '');
    const d = doc();
    const mark = selected && d ? d.querySelector(`[data-studio-node="${CSS.escape(selected)}"]`) : null;
    outlined = boxes(mark);
    paint(outlined, SELECTED);
    // Scrolled into view within the frame only (scrollIntoView would scroll the studio page too).
    const first = outlined[0];
    const win = first?.ownerDocument.defaultView;
    if (first && win) {
      const r = first.getBoundingClientRect();
      if (r.top < 0 || r.bottom > win.innerHeight) win.scrollBy({ top: r.top - 80 });
    }
    return !selected || !!mark;
  };
  /** Draws the selection now, or as soon as the widget renders (after a reload). */
  const drawSoon = () => {
    watch?.disconnect();
    if (draw()) return;
    const body = doc()?.body;
    if (!body) return;
    watch = new MutationObserver(() => draw() && watch?.disconnect());
    watch.observe(body, { childList: true, subtree: true });
    setTimeout(() => watch?.disconnect(), 15_000);
  };

  const attach = () => {
    const d = doc();
    if (!d) return;
    d.addEventListener(
      'click',
      (e) => {
        if (!on) return;
        const mark = markOf(e.target);
        if (!mark) return;
        e.preventDefault();
        e.stopPropagation();
        onPick(mark.dataset.studioNode!);
      },
      true,
    );
    d.addEventListener('mouseover', (e) => {
      paint(
        hovered.filter((x) => !outlined.includes(x)),
        '',
      );
      hovered = on ? boxes(markOf(e.target)).filter((x) => !outlined.includes(x)) : [];
      paint(hovered, HOVER);
    });
    drawSoon();
  };
  frame.addEventListener('load', attach);
  toggle.addEventListener('click', () => {
    on = !on;
    toggle.setAttribute('aria-pressed', String(on));
  });

  return {
    /** Outlines the widget at `pointer` in the frame (none for null). */
    select(pointer: string | null) {
      selected = pointer;
      drawSoon();
    },
  };
}
