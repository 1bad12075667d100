// The announcement popup's modal: one item per page with previous/next, a page count, an optional item link and a
// close button; closing plays a short exit animation before `onClosed` runs.
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DialogPanel } from '../ui/dialog.tsx';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/all-icons.ts';
import { useModal } from '../ui/use-modal.ts';
import { clock } from '../ui/clock.ts';
import { prefersReducedMotion } from './motion.ts';
import { SafeHtml } from './safe-html.tsx';
import type { PopupItem } from './popup-rules.ts';

/** Length of the exit animation (popup-modal CSS uses the same). */
export const POPUP_CLOSE_MS = 220;

/** The paged popup; `linkOf` gives an item's button (label already translated) or null. */
export function PopupModal({
  items,
  t,
  linkOf,
  onOpenLink,
  onClosed,
}: {
  items: PopupItem[];
  t: (key: string, params?: unknown[]) => string;
  linkOf: (item: PopupItem) => { label: string; to: string } | null;
  onOpenLink: (to: string) => void;
  onClosed: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (closing) return;
    setClosing(true);
    clock.setTimeout(onClosed, prefersReducedMotion() ? 0 : POPUP_CLOSE_MS);
  };
  const onMask = useModal(true, close, panelRef);
  const page = Math.min(index, items.length - 1);
  const item = items[page];
  if (!item) return null;
  const link = linkOf(item);
  return createPortal(
    <div className={`ui-modal ui-modal--centre w-popup${closing ? ' is-closing' : ''}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the mask is a pointer shortcut; keyboards close with Escape (useModal) or the panel's own buttons */}
      <div className="ui-modal__mask" onClick={onMask} />
      <DialogPanel
        ref={panelRef}
        modal
        title={item.title}
        actions={
          <>
            {items.length > 1 && (
              <div className="w-popup-pager">
                <Button variant="icon" aria-label={t('home_previous')} disabled={page === 0} onClick={() => setIndex(page - 1)}>
                  <Icon name="back" size={20} />
                </Button>
                <span className="w-popup-count" aria-live="polite">
                  {t('home_page_of', [page + 1, items.length])}
                </span>
                <Button variant="icon" aria-label={t('home_next')} disabled={page === items.length - 1} onClick={() => setIndex(page + 1)}>
                  <Icon name="chevron" size={20} />
                </Button>
              </div>
            )}
            {link && (
              <Button variant="secondary" onClick={() => onOpenLink(link.to)}>
                {link.label}
              </Button>
            )}
            <Button onClick={close}>{t('home_close')}</Button>
          </>
        }
      >
        <SafeHtml key={item.id} className="w-popup-content" html={item.content} />
      </DialogPanel>
    </div>,
    document.body,
  );
}
