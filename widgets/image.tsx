// An image with fixed dimensions, so nothing shifts while it loads.
import type { ImageProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import './image.css';

export default function Image({ config }: WidgetProps<ImageProps>) {
  const { t } = useEngine();
  return (
    <img
      className="w-image"
      src={config.src}
      alt={t(config.alt)}
      width={config.width}
      height={config.height}
      loading={config.priority ? 'eager' : 'lazy'}
      fetchPriority={config.priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
