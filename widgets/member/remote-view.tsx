// Renders loaded data's loading (skeleton), retry and empty states, and the content once there is data.
import type { ReactNode } from 'react';
import { type Data, useEngine } from '../../engine/widget-module.ts';
import { LoadingState } from '../ui/loading-state.tsx';
import { RetryState } from '../ui/retry-state.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Icon, type IconName } from '../ui/all-icons.ts';

interface Props<T> {
  remote: Data<T>;
  /** Whether the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  empty?: string;
  emptyIcon?: IconName;
  skeleton?: { count?: number; shape?: 'rows' | 'tiles' };
  children: (data: T) => ReactNode;
}

/** Loading skeleton, 'Loading failed, click to retry', an empty state, or children(data). */
export function RemoteView<T>({ remote, isEmpty, empty, emptyIcon, skeleton, children }: Props<T>) {
  const { t } = useEngine();
  if (remote.status === 'loading') return <LoadingState label={t('member_loading')} {...skeleton} />;
  if (remote.status === 'failed' || remote.value === null) return <RetryState text={t('load_failed_retry')} onRetry={remote.reload} />;
  if (isEmpty?.(remote.value))
    return <EmptyState text={t(empty ?? 'no_data')} icon={emptyIcon ? <Icon name={emptyIcon} size={34} /> : undefined} />;
  return <>{children(remote.value)}</>;
}
