// A page or section heading from a label key.
import type { HeadingProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import './heading.css';

export default function Heading({ config }: WidgetProps<HeadingProps>) {
  const { t } = useEngine();
  const Tag = `h${config.level ?? 2}` as 'h1' | 'h2' | 'h3';
  return <Tag className={`w-heading w-heading-${config.level ?? 2}`}>{t(config.text)}</Tag>;
}
