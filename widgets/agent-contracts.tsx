// Contract and dividend requests of an agent: one row per contract, marked when it awaits confirmation.
import type { AgentContractsProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type EngineServices, useData, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { RemoteView } from './member/remote-view.tsx';
import './agent-contracts.css';

/** Whether each item's request flag is set (1 = a request is waiting); a failed call counts as none. */
async function loadPending(engine: EngineServices, items: AgentContractsProps['items']): Promise<boolean[]> {
  const values = await Promise.all(
    items.map((i) =>
      engine.callNamed(i.call).then(
        (v) => v as Record<string, unknown> | null,
        () => null,
      ),
    ),
  );
  if (values.every((v) => v === null)) throw new Error('contracts unavailable');
  return values.map((v, k) => Number(v?.[items[k]!.field] ?? 0) > 0);
}

export default function AgentContracts({ config }: WidgetProps<AgentContractsProps>) {
  const engine = useEngine();
  const { t, navigate } = engine;
  const remote = useData(() => loadPending(engine, config.items), [], { serve: true });
  return (
    <section className="ac" aria-labelledby="agent-contracts-title">
      <h2 id="agent-contracts-title" className="ac__title">
        {t(config.title ?? 'member_contracts')}
      </h2>
      <RemoteView remote={remote} skeleton={{ count: 3 }}>
        {(pending) => (
          <ul className="ac__list">
            {config.items.map((item, i) => (
              <li key={item.call}>
                <a
                  className="ac__row"
                  href={item.to}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(item.to);
                  }}
                >
                  <span className="ac__icon">
                    <Icon name="doc" size={18} />
                  </span>
                  <span className="ac__label">{t(item.label)}</span>
                  <span className={`ac__status${pending[i] ? ' ac__status--pending' : ''}`}>
                    {t(pending[i] ? 'member_contract_pending' : 'member_contract_none')}
                  </span>
                  <Icon name="chevron" size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
    </section>
  );
}
