// A friendly empty state with an optional action.
import type { EmptyStateProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import './empty-state.css';

export default function EmptyState({ config }: WidgetProps<EmptyStateProps>) {
  const { t, run } = useEngine();
  return (
    <div className="w-empty" role="status">
      <span className="w-empty-icon">
        <Icon name={config.icon ?? 'list'} size={40} />
      </span>
      <p>{t(config.message)}</p>
      {config.actionLabel && config.actions && (
        <button type="button" className="w-empty-action" onClick={() => run(config.actions)}>
          {t(config.actionLabel)}
        </button>
      )}
    </div>
  );
}
