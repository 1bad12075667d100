// Toaster: renders a toast store. Live regions are always mounted (so screen readers announce insertions):
// role=status for ordinary toasts, role=alert for errors. Notices sit NOTIFICATION_TOP_PX from the top.
import { useSyncExternalStore } from 'react';
import { NOTIFICATION_TOP_PX } from '../../engine/constants.ts';
import { Spinner } from './spinner.tsx';
import { toast as sharedStore, type ToastItem, type ToastStore } from './toast-store.ts';

/** One toast's look, without live-region semantics (the gallery shows these statically). */
export function ToastView({ item }: { item: Pick<ToastItem, 'text' | 'kind' | 'tone'> }) {
  const classes = ['ui-toast', `ui-toast--${item.kind}`, item.tone === 'error' && 'ui-toast--error'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {item.kind === 'loading' && <Spinner className="ui-toast__spinner" />}
      {item.kind === 'success' && <span className="ui-toast__check" aria-hidden="true" />}
      <span>{item.text}</span>
    </div>
  );
}

/** Mount once at the app root; shows the toasts of `store` (the shared one by default). */
export function Toaster({ store = sharedStore }: { store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const region = (tone: 'info' | 'error') => {
    const mine = items.filter((t) => t.tone === tone);
    const notices = mine.filter((t) => t.kind === 'notice');
    const centred = mine.filter((t) => t.kind !== 'notice');
    return (
      <div role={tone === 'error' ? 'alert' : 'status'} className="ui-toaster">
        <div className="ui-toaster__top" style={{ insetBlockStart: NOTIFICATION_TOP_PX }}>
          {notices.map((t) => (
            <ToastView key={t.id} item={t} />
          ))}
        </div>
        <div className="ui-toaster__centre">
          {centred.map((t) => (
            <ToastView key={t.id} item={t} />
          ))}
        </div>
      </div>
    );
  };
  return (
    <>
      {region('info')}
      {region('error')}
    </>
  );
}
