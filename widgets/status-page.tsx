// A full-page status (maintenance, region restricted): illustration, heading, text, retry and service links.
import type { StatusPageProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/all-icons.ts';
import { useSafeServiceLinks } from './service-links.tsx';
import './status-page.css';

export default function StatusPage({ config }: WidgetProps<StatusPageProps>) {
  const { t, siteConfig: site } = useEngine();
  const links = useSafeServiceLinks(site, !!config.service) ?? [];
  return (
    <section className="st" aria-labelledby="status-title">
      <span className="st__art" aria-hidden="true">
        <Icon name={config.icon ?? 'settings'} size={48} />
      </span>
      <h1 id="status-title" className="st__title">
        {t(config.title)}
      </h1>
      <p className="st__text">{t(config.text)}</p>
      <div className="st__actions">
        {config.retry !== false && (
          <Button block onClick={() => location.reload()}>
            <Icon name="refresh" size={18} />
            {t('status_try_again')}
          </Button>
        )}
        {links.map((l) => (
          <a
            key={l.url}
            className="ui-btn ui-btn--secondary ui-btn--md ui-btn--block"
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="ui-btn__label">
              <Icon name="chat" size={18} />
              {l.name}
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}
