// Provider tiles per category for the lobby and centre screens; sport providers can be split into their groups.
import type { ReactNode } from 'react';
import type { VendorTilesProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { categoryLabel } from './games/categories.ts';
import { vendorSections } from './games/vendor-groups.ts';
import { VendorGrid } from './games/vendor-grid.tsx';
import { loadGameVendors } from './games/vendors.ts';
import './vendor-tiles.css';

export default function VendorTiles({ config }: WidgetProps<VendorTilesProps>) {
  const engine = useEngine();
  const { t, navigate } = engine;
  const data = useData(() => loadGameVendors(engine), [], { serve: true });

  const title = config.title ? t(config.title) : undefined;
  let body: ReactNode;
  if (data.status === 'loading') body = <LoadingState label={t('games_loading')} count={4} shape="tiles" />;
  else if (data.status === 'failed') body = <RetryState text={t('load_failed_retry')} onRetry={data.reload} />;
  else {
    const sections = vendorSections(data.value, config.categories, config.splitSports === true);
    body =
      sections.length === 0 ? (
        <EmptyState text={t('games_no_vendors')} />
      ) : (
        sections.map(([category, vendors]) => (
          <VendorGrid
            key={category}
            vendors={vendors}
            category={category}
            title={t(categoryLabel(category))}
            lotteryRoute={config.lotteryRoute}
            navigate={navigate}
          />
        ))
      );
  }
  return (
    <section className="w-vendor-tiles" aria-label={title ?? t('games_vendors')}>
      {title && <h2 className="w-vendor-tiles__title">{title}</h2>}
      {body}
    </section>
  );
}
