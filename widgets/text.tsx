// A paragraph of translated text.
import type { TextProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import './text.css';

export default function Text({ config }: WidgetProps<TextProps>) {
  const { t } = useEngine();
  return <p className={`w-text w-text-${config.tone ?? 'normal'} w-text-${config.align ?? 'start'}`}>{t(config.text)}</p>;
}
