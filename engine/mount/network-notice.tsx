// Tells the player when the network is gone (and when it is back), so failed loads and disabled actions
// make sense; pages keep what they show meanwhile.
import { useEffect, useState } from './react-deps.ts';

/** A status bar while the browser is offline. */
export function NetworkNotice({ t }: { t(key: string): string }) {
  // Online at first, as the server renders it: a page opened offline (the service worker's kept page) hydrates the
  // server's HTML, which has no notice, and then shows it.
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    addEventListener('online', up);
    addEventListener('offline', down);
    return () => {
      removeEventListener('online', up);
      removeEventListener('offline', down);
    };
  }, []);
  return (
    <div className="network-notice" role="status" aria-live="polite">
      {online ? null : <p>{t('network_offline')}</p>}
    </div>
  );
}
