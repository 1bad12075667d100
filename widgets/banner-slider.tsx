// Home banner slider: the current language's banners, autoplaying (5000 ms) and looping with 2 or more; it pauses
// off screen, while touched and under reduced motion. Only the first banner loads eagerly (it is the page's
// largest paint); the slider library attaches shortly before the first step, or when the player reaches for the
// banners or presses a dot (use-slider.ts), and the first banner stays in place until then.
import { useState } from 'react';
import type { BannerSliderProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type EngineServices, useData, useEngine } from '../engine/widget-module.ts';
import { safeLink } from '../engine/widget-module.ts';
import { SLIDER_AUTOPLAY_MS } from '../engine/constants.ts';
import { RetryState } from './ui/retry-state.tsx';
import { useSlider } from './home/use-slider.ts';
import { bannerNotices, bannersFor, type Banner } from './home/notices.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import 'keen-slider/keen-slider.min.css';
import './banner-slider.css';

type Size = { width: number; height: number };

function Slides({ banners, size, label }: { banners: Banner[]; size: Size; label: string }) {
  const engine = useEngine();
  const { t, navigate, run } = engine;
  const [current, setCurrent] = useState(0);
  const many = banners.length >= 2;
  const [ref, , , attach] = useSlider<HTMLDivElement>(
    {
      loop: many,
      drag: many,
      slides: { perView: 1 },
      slideChanged: (s) => setCurrent(s.track.details.rel),
    },
    { intervalMs: SLIDER_AUTOPLAY_MS },
  );
  const open = (link: string) => {
    if (link.startsWith('/')) navigate(link);
    else run([{ do: 'external', url: link }]);
  };
  return (
    <section className="w-banners" aria-roledescription="carousel" aria-label={label}>
      <div ref={ref} className="keen-slider w-banners-track" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        {banners.map((b, i) => {
          // A banner link the policy refuses (another host spelt "//host", a non-https URL) leaves a plain image.
          const link = b.link ? safeLink(b.link, 'banner link') : null;
          const img = (
            <img
              src={b.url}
              alt={t('home_banner_n', [i + 1, banners.length])}
              width={size.width}
              height={size.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
              draggable={false}
            />
          );
          return (
            <div key={b.url + i} className="keen-slider__slide w-banners-slide" role="group" aria-roledescription="slide">
              {link ? (
                <button type="button" className="w-banners-link" onClick={() => open(link)}>
                  {img}
                </button>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {many && (
        <div className="w-banners-dots">
          {banners.map((b, i) => (
            <button
              key={b.url + i}
              type="button"
              className="w-banners-dot"
              aria-current={i === current || undefined}
              aria-label={t('home_banner_go', [i + 1])}
              onClick={() => void attach().then((s) => s?.moveToIdx(i))}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The banner call, started as soon as home is prepared: the first banner is the page's largest paint. */
export function prefetch(_config: BannerSliderProps, engine: EngineServices): void {
  bannerNotices(engine, engine.language).catch(() => {
    /* the widget's own call retries and shows the error */
  });
}

export default function BannerSlider({ config }: WidgetProps<BannerSliderProps>) {
  const engine = useEngine();
  const { t, language } = engine;
  const size = { width: config.width ?? 750, height: config.height ?? 300 };
  const state = useData(
    homeLoad(() => bannerNotices(engine, language)),
    [language],
    HOME_DATA,
  );
  const label = t(config.label ?? 'home_banners');
  if (state.status === 'failed')
    return (
      <section className="w-banners" aria-label={label}>
        <RetryState text={t('load_failed_retry')} onRetry={state.reload} />
      </section>
    );
  const banners = state.status === 'ready' ? bannersFor(state.value?.banners, config.group ?? 'home', language) : [];
  if (state.status === 'ready' && banners.length === 0) return null;
  if (state.status === 'loading') {
    return (
      <section className="w-banners" aria-label={label} aria-busy="true">
        <div className="w-banners-skeleton" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      </section>
    );
  }
  return <Slides key={banners.map((b) => b.url).join()} banners={banners} size={size} label={label} />;
}
