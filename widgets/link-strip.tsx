// A strip of icon links (login's navigation strip). A service item opens the site's customer-service link.
import type { LinkStripProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import type { SiteConfig } from '../engine/api/types.gen.ts';
import { configuredHosts, loadServiceLinks, safeLink, safePath, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import './form/account.css';

type Item = LinkStripProps['items'][number];

/** The first customer-service link of site config, or null. */
async function serviceUrl(config: SiteConfig | null): Promise<string | null> {
  if (!config?.customerService) return null;
  const links = await loadServiceLinks(config);
  return links[0]
    ? safeLink(
        links[0].url,
        'customer-service link',
        configuredHosts(
          config,
          links.map((l) => l.url),
        ),
      )
    : null;
}

export default function LinkStrip({ config }: WidgetProps<LinkStripProps>) {
  const { t, run, allowed, navigate, siteConfig } = useEngine();
  const items = config.items.filter((i) => allowed(i.gate) && (i.service || i.actions || safePath(i.to, 'link strip')));
  const activate = async (item: Item) => {
    if (item.service) {
      const url = await serviceUrl(siteConfig).catch(() => null);
      if (url) {
        window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
    }
    if (item.actions) run(item.actions);
    else if (item.to) navigate(item.to);
  };
  return (
    <nav className="acc-strip" aria-label={t('account_links')}>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.to && !item.actions && !item.service ? (
              <a
                href={item.to}
                onClick={(e) => {
                  e.preventDefault();
                  void activate(item);
                }}
              >
                <Icon name={item.icon} size={22} />
                <span>{t(item.label)}</span>
              </a>
            ) : (
              <button type="button" onClick={() => void activate(item)}>
                <Icon name={item.icon} size={22} />
                <span>{t(item.label)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
