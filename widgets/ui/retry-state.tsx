// RetryState: shown when loading failed; the whole message is one real button that retries, and it retries by
// itself when the browser comes back online.
import { useEffect } from 'react';
import { Icon } from './icons.tsx';

/** A retry button; text is the translated 'Loading failed, click to retry'. */
export function RetryState({ text, onRetry }: { text: string; onRetry: () => void }) {
  // What failed while the network was gone loads again by itself when it comes back.
  useEffect(() => {
    addEventListener('online', onRetry);
    return () => removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="ui-state">
      <button type="button" className="ui-state__retry" onClick={onRetry}>
        <span className="ui-state__art" aria-hidden="true">
          <Icon name="refresh" size={30} />
        </span>
        <span className="ui-state__text">{text}</span>
      </button>
    </div>
  );
}
