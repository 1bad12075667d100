// A button that runs the actions configured for it.
import type { ButtonProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/icons.tsx';
import './button.css';

export default function Button({ config }: WidgetProps<ButtonProps>) {
  const { t, run } = useEngine();
  const cls = `w-button w-button-${config.variant ?? 'primary'}${config.block ? ' w-button-block' : ''}`;
  return (
    <div className="w-button-wrap">
      <button type="button" className={cls} onClick={() => run(config.actions)}>
        {config.icon && <Icon name={config.icon} size={20} />}
        <span>{t(config.label)}</span>
      </button>
    </div>
  );
}
