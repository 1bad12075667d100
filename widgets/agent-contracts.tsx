// Contract and dividend requests of an agent: one row per contract (a request flag of the consolidated answer), marked
// when it awaits confirmation.
import type { AgentContractsProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type EngineServices, useData, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { RemoteView } from './member/remote-view.tsx';
import { contractPending } from '../engine/api/readers/contracts.ts';
import './agent-contracts.css';

/** Whether each item's request flag is set (a positive number: a request is waiting), one call per call name; a
 * failed call counts as none. */
async function loadPending(engine: EngineServices, items: AgentContractsProps['items']): Promise<boolean[]> {
  const names = [...new Set(items.map((i) => i.call))];
  const answers = new Map(
    await Promise.all(
      names.map(
        async (n) =>
          [
            n,
            await engine.callNamed(n).then(
              (v) => v ?? {},
              () => null,
            ),
          ] as const,
      ),
    ),
  );
  if ([...answers.values()].every((v) => v === null)) throw new Error('contracts unavailable');
  return items.map((i) => contractPending(answers.get(i.call), i.field));
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
              <li key={item.field}>
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
