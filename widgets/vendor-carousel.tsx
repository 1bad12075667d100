// Vendor logo carousel: every vendor's logo gliding in a continuous loop (one logo per 2000 ms, 20 px spacing),
// paused off screen, while touched and under reduced motion. A failed logo is hidden and the name shows instead.
// The list is the assumed allVassalage call's, or, on a platform that does not offer it, the vendor lanes'.
import { useState } from 'react';
import type { VendorCarouselProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import type { ApiValues } from '../engine/api/types.gen.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { ROUTES } from '../engine/constants.ts';
import { VENDOR_CAROUSEL_SPACING_PX, VENDOR_CAROUSEL_SPEED_MS } from '../engine/page-constants.ts';
import { RetryState } from './ui/retry-state.tsx';
import { useSlider } from './home/use-slider.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import 'keen-slider/keen-slider.min.css';
import './vendor-carousel.css';
import { NotOfferedError, asArray } from '../engine/widget-module.ts';
import { everyVendor, loadGameVendors } from './games/vendors.ts';

type Vendor = ApiValues['allVassalage'][number];

function Logos({ vendors, listTo }: { vendors: Vendor[]; listTo: string }) {
  const engine = useEngine();
  const { t, navigate } = engine;
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [ref] = useSlider<HTMLDivElement>(
    {
      loop: true,
      renderMode: 'performance',
      drag: true,
      slides: { perView: 'auto', spacing: VENDOR_CAROUSEL_SPACING_PX },
    },
    { intervalMs: VENDOR_CAROUSEL_SPEED_MS, continuous: true },
  );
  const href = (v: Vendor) => `${listTo}?${new URLSearchParams({ gameType: v.gameTypes?.[0] ?? 'RNG', vassalage: v.vassalage })}`;
  return (
    <div className="w-vendors-clip">
      <div ref={ref} className="keen-slider w-vendors-track">
        {vendors.map((v) => (
          <a
            key={v.vassalage}
            className="keen-slider__slide w-vendor"
            href={href(v)}
            onClick={(e) => {
              e.preventDefault();
              navigate(href(v));
            }}
            aria-label={t('home_vendor_games', [v.name ?? v.vassalage])}
          >
            {failed.has(v.vassalage) || !v.mobileSmallIcon ? (
              <span className="w-vendor-name">{v.name ?? v.vassalage}</span>
            ) : (
              <img
                src={v.mobileSmallIcon}
                alt=""
                width={120}
                height={60}
                loading="lazy"
                decoding="async"
                draggable={false}
                onError={() => setFailed((s) => new Set(s).add(v.vassalage))}
              />
            )}
          </a>
        ))}
      </div>
    </div>
  );
}

export default function VendorCarousel({ config }: WidgetProps<VendorCarouselProps>) {
  const engine = useEngine();
  const { t, language } = engine;
  const state = useData(
    // allVassalage is this project's assumed call; a platform without it has the same vendors in its lanes.
    homeLoad(() =>
      engine.call('allVassalage').catch((err: unknown) => {
        if (err instanceof NotOfferedError) return loadGameVendors(engine).then(everyVendor);
        throw err;
      }),
    ),
    [language],
    HOME_DATA,
  );
  const title = t(config.title ?? 'home_vendors');
  const vendors =
    state.status === 'ready'
      ? asArray<NonNullable<typeof state.value>[number]>(state.value).filter((v) => v && typeof v.vassalage === 'string')
      : [];
  if (state.status === 'ready' && vendors.length === 0) return null;
  return (
    <section className="w-vendors" aria-label={title}>
      <h2 className="w-vendors-title">{title}</h2>
      {state.status === 'loading' && (
        <div className="w-vendors-clip">
          <div className="w-vendors-track w-vendors-skeleton" aria-busy="true" />
        </div>
      )}
      {state.status === 'failed' && <RetryState text={t('load_failed_retry')} onRetry={state.reload} />}
      {state.status === 'ready' && <Logos key={vendors.length} vendors={vendors} listTo={config.listTo ?? ROUTES.gameList} />}
    </section>
  );
}
