// The end of a page: the promotions page's decorative counter and the copyright line with the years of
// COPYRIGHT_YEARS (engine/constants.ts) and the brand's name from site config.
import type { PageFooterProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { PromoCounter } from './ui/promo-counter.tsx';
import { Copyright } from './ui/copyright.tsx';
import './page-footer.css';

export default function PageFooter({ config }: WidgetProps<PageFooterProps>) {
  const { t, lookup } = useEngine();
  const owner = String(lookup('app.siteConfig.brand.name') ?? '').trim();
  return (
    <footer className="w-pagefoot">
      {config.counter && <PromoCounter label={t(config.counter)} />}
      <Copyright owner={owner || t('home_rights_owner')} rights={t(config.rights ?? 'home_rights')} />
    </footer>
  );
}
