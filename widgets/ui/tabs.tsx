// Tabs: a horizontally scrollable tablist; the active tab is scrolled to the centre and arrow keys move between
// tabs (automatic activation, mirrored in RTL). Panels are the caller's; pass a tab's panel id as `controls`.
import { useEffect, useRef, type KeyboardEvent } from 'react';

/** One tab: id is what onChange receives; label is already translated. */
export interface TabItem {
  id: string;
  label: string;
  controls?: string;
}
/** Props of Tabs; label names the tablist for screen readers. */
export interface TabsProps {
  tabs: readonly TabItem[];
  active: string;
  onChange: (id: string) => void;
  label: string;
  className?: string;
}

/** Scrolls `el` inside its scroller so it sits in the middle (works in LTR and RTL). */
export function centreInScroller(scroller: HTMLElement, el: HTMLElement): void {
  const s = scroller.getBoundingClientRect();
  const t = el.getBoundingClientRect();
  const delta = t.left + t.width / 2 - (s.left + s.width / 2);
  if (delta !== 0) scroller.scrollBy({ left: delta });
}

/** A scrollable tab strip with roving focus and arrow/Home/End keys. */
export function Tabs({ tabs, active, onChange, label, className }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: active is the trigger: centre the newly selected tab
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Measuring makes the browser lay out the whole page at once; on mount with the first tab active the strip
    // is already where centring would leave it (at its start), so that layout is skipped.
    const first = !mounted.current && tab === list?.querySelector('[role="tab"]');
    mounted.current = true;
    if (list && tab && !first) centreInScroller(list, tab);
  }, [active]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === active);
    const rtl = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next = step === undefined ? -1 : (index + step + tabs.length) % tabs.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = tabs.length - 1;
    const tab = tabs[next];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={['ui-tabs', className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="ui-tabs__tab"
            aria-selected={selected}
            aria-controls={tab.controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
