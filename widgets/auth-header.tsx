// The brand block at the top of login and register: logo, title, subtitle and an optional close button.
import type { AuthHeaderProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { Logo } from './ui/logo.tsx';
import './form/account.css';

export default function AuthHeader({ config }: WidgetProps<AuthHeaderProps>) {
  const { t, run, lookup } = useEngine();
  const brand = String(lookup('app.siteConfig.brand.name') ?? '');
  return (
    <div className="acc-hero">
      {config.close && (
        <button type="button" className="acc-hero-close" aria-label={t('close')} onClick={() => run(config.close)}>
          <Icon name="close" size={22} />
        </button>
      )}
      <Logo label={brand} />
      <h1 className="acc-hero-title">{t(config.title)}</h1>
      {config.subtitle && <p className="acc-hero-sub">{t(config.subtitle)}</p>}
    </div>
  );
}
