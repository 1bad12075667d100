// Member detail rows (security centre): label, value from state (or 'not set'), and a link when configured.
import type { InfoRowsProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { memberOf } from '../engine/api/readers/session.ts';
import { Icon } from './ui/all-icons.ts';
import './info-rows.css';

export default function InfoRows({ config }: WidgetProps<InfoRowsProps>) {
  const engine = useEngine();
  const { t, lookup, allowed, navigate } = engine;
  const loading = useStore(engine.session.state, (s) => !!s.info && !s.member);
  // Member info for the rows, kept in the session (the rows read it from there); a failure leaves them as they are.
  useData(
    () =>
      engine.call('memberInfo').then((m) => {
        engine.session.state.member = memberOf(m);
      }),
    [],
    { enabled: loading },
  );
  return (
    <section className="ir" aria-label={config.title ? t(config.title) : undefined}>
      {config.title && <h2 className="ir__title">{t(config.title)}</h2>}
      <ul className="ir__list" aria-busy={loading}>
        {config.items
          .filter((i) => allowed(i.gate))
          .map((item) => {
            const raw = item.path ? lookup(item.path) : undefined;
            const value = item.value
              ? t(item.value)
              : raw !== undefined && raw !== null && raw !== ''
                ? String(raw)
                : loading
                  ? ''
                  : t(item.missing ?? 'info_not_set');
            const body = (
              <>
                {item.icon && (
                  <span className="ir__icon">
                    <Icon name={item.icon} size={18} />
                  </span>
                )}
                <span className="ir__label">{t(item.label)}</span>
                <span className={value ? 'ir__value' : 'ir__value ir__value--loading'}>{value}</span>
                {item.to && (
                  <span className="ir__chevron">
                    <Icon name="chevron" size={18} />
                  </span>
                )}
              </>
            );
            return (
              <li key={item.label}>
                {item.to ? (
                  <a
                    className="ir__row"
                    href={item.to}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(item.to!);
                    }}
                  >
                    {body}
                  </a>
                ) : (
                  <div className="ir__row">{body}</div>
                )}
              </li>
            );
          })}
      </ul>
    </section>
  );
}
