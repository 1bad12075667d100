// Lays out child widgets in a column or a row, optionally on a card.
import type { StackProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import './stack.css';

export default function Stack({ config, children }: WidgetProps<StackProps>) {
  const cls = [
    'w-stack',
    `w-stack-${config.direction ?? 'column'}`,
    `w-stack-gap-${config.gap ?? 'medium'}`,
    config.padded === false ? '' : 'w-stack-padded',
    config.card ? 'w-stack-card' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return <div className={cls}>{children}</div>;
}
