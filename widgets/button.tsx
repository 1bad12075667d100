// The button widget: the UI kit's Button (ui/button.tsx) with a label and icon from screen JSON, running the actions
// configured for it.
import type { ButtonProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/icons.tsx';
import './button.css';

export default function ButtonWidget({ config }: WidgetProps<ButtonProps>) {
  const { t, run } = useEngine();
  return (
    <div className="w-button-wrap">
      <Button variant={config.variant} block={config.block} onClick={() => run(config.actions)}>
        {config.icon && <Icon name={config.icon} size={20} />}
        <span>{t(config.label)}</span>
      </Button>
    </div>
  );
}
