// Customer service: the site config's service links (decrypted), each opening safely in a new tab.
import type { ServiceLinksProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import type { SiteConfig } from '../engine/api/types.gen.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { loadServiceLinks, type ServiceLink } from '../engine/widget-module.ts';
import { EmptyState } from './ui/empty-state.tsx';
import { Icon, type IconName } from './ui/all-icons.ts';
import './service-links.css';

const ICONS: Record<string, IconName> = { LIVECHAT: 'chat', TELEGRAM: 'share', FACEBOOK: 'users', WHATSAPP: 'phone', EMAIL: 'mail' };
const SAFE = /^(https?:|mailto:|tel:)/i;

/** The decrypted links with a safe scheme; none when site config is missing or malformed, or when the cipher's
 * code cannot be loaded (as for a link that does not decrypt). */
export async function safeServiceLinks(config: unknown): Promise<ServiceLink[]> {
  try {
    const c = config as Pick<SiteConfig, 'customerService'> | null;
    return c?.customerService?.entries ? (await loadServiceLinks(c)).filter((l) => SAFE.test(l.url)) : [];
  } catch {
    return [];
  }
}

/** safeServiceLinks for a render: null until they are decrypted (the cipher loads on demand), [] when `enabled` is false. */
export function useSafeServiceLinks(config: unknown, enabled = true): ServiceLink[] | null {
  const links = useData(() => safeServiceLinks(config), [config], { enabled });
  if (!enabled) return [];
  return links.status === 'ready' ? links.value : null;
}

export default function ServiceLinks({ config }: WidgetProps<ServiceLinksProps>) {
  const { t, siteConfig: site } = useEngine();
  const links = useSafeServiceLinks(site);
  return (
    <section className="sv" aria-label={t(config.title ?? 'customer_service')}>
      <div className="sv__hero">
        <span className="sv__art" aria-hidden="true">
          <Icon name="chat" size={34} />
        </span>
        <p className="sv__intro">{t(config.intro ?? 'service_intro')}</p>
      </div>
      {links === null ? null : links.length === 0 ? (
        <EmptyState text={t('service_none')} icon={<Icon name="chat" size={34} />} />
      ) : (
        <ul className="sv__list">
          {links.map((l) => (
            <li key={l.url}>
              <a className="sv__row" href={l.url} target="_blank" rel="noopener noreferrer">
                <span className="sv__icon">
                  <Icon name={ICONS[l.type] ?? 'chat'} size={20} />
                </span>
                <span className="sv__name">{l.name}</span>
                <span className="sv__open">
                  {t('service_open')}
                  <span className="ui-visually-hidden"> ({t('member_opens_new_tab')})</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
