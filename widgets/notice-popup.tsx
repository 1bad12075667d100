// The announcement popup on home: shows the session's popup items after loading unless closed in this session;
// the list refreshes 500 ms after mount and a changed list shows it again. Open state lives in app.popups.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { NoticePopupProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine, usePopups, useStore } from '../engine/widget-module.ts';
import { POPUP_REFRESH_DELAY_MS } from '../engine/page-constants.ts';
import { idleTask, readJson, sessionStore } from '../engine/widget-module.ts';
import { homeNotices } from './home/notices.ts';
import { listSignature, popupGroups, popupItemsFor, popupShows, remember, type PopupItem, type PopupMemory } from './home/popup-rules.ts';
import { PopupModal } from './home/popup-modal.tsx';
import { clock } from './ui/clock.ts';
import './notice-popup.css';

/** Session storage key of the popup's show flag. */
export const POPUP_MEMORY_KEY = 'home.noticePopup';
const save = (m: PopupMemory) => {
  try {
    sessionStore()?.setItem(POPUP_MEMORY_KEY, JSON.stringify(m));
  } catch {
    /* full */
  }
};

const stored = () => readJson<PopupMemory>(sessionStore(), POPUP_MEMORY_KEY) ?? null;

export default function NoticePopup({ config }: WidgetProps<NoticePopupProps>) {
  const engine = useEngine();
  const { t, language, popup, navigate } = engine;
  const id = config.popup ?? 'notices';
  // A popup store change renders at once and whole (an external store cannot be rendered in slices), in the idle
  // callback that opens the popup: the modal itself renders as a transition instead, in short slices.
  const open = useDeferredValue(usePopups()[id] === true);
  const info = useStore(engine.session.state, (s) => s.info);
  const [items, setItems] = useState<PopupItem[]>([]);
  const groups = useMemo(() => popupGroups(info), [info]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list loads again when the language or the player's groups change; id is fixed by the screen JSON, and new services alone must not load it again
  useEffect(() => {
    let live = true;
    const apply = (list: PopupItem[]) => {
      if (!live) return;
      const memory = remember(stored(), listSignature(list));
      save(memory);
      setItems(list);
      // Opened in an idle period: the popup's first render, its focus and the scroll lock lay out the page, which
      // while the page is still mounting would add to one of its tasks. Whether it shows is read then, not now:
      // an earlier load may have opened it meanwhile and the player closed it.
      void idleTask().then(() => {
        if (live && popupShows(list, stored() ?? memory)) popup.set(id, true);
      });
    };
    const load = (force: boolean) =>
      homeNotices(engine, language, force).then(
        (n) => apply(popupItemsFor(n?.popup, groups)),
        (err) => console.warn('[home] popup list failed', err),
      );
    void load(false);
    const timer = clock.setTimeout(() => void load(true), POPUP_REFRESH_DELAY_MS);
    return () => {
      live = false;
      clock.clearTimeout(timer);
    };
  }, [language, groups]);

  if (!open || items.length === 0) return null;
  const closed = () => {
    save({ sig: listSignature(items), show: false });
    popup.set(id, false);
  };
  const linkOf = (item: PopupItem) => {
    const l = item.promotionType ? config.links?.[item.promotionType] : undefined;
    return l ? { label: t(l.label), to: l.to } : null;
  };
  return (
    <PopupModal
      items={items}
      t={t}
      linkOf={linkOf}
      onClosed={closed}
      onOpenLink={(to) => {
        closed();
        navigate(to);
      }}
    />
  );
}
