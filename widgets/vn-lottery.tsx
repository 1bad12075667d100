// VN lottery ("recent VN lottery", "VN numero"): the numero game's current issue with a countdown and its
// last result, and today's VN draw results; each opens its lottery through /m/launchGame.
import type { MouseEvent } from 'react';
import type { VnLotteryProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import type { VnLottery as Results } from '../engine/api/types.gen.ts';
import { type Numero as VnNumero, numeroOf } from '../engine/api/readers/lottery.ts';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { lotteryLaunchRoute } from './games/categories.ts';
import { formatLeft, useCountdown } from './games/countdown.ts';
import './vn-lottery.css';

function Numero({ numero, t, onClosed }: { numero: VnNumero; t(k: string, p?: unknown[]): string; onClosed(): void }) {
  const close = Date.parse(numero.closeTime);
  const left = useCountdown(Number.isFinite(close) ? close : null, onClosed);
  const balls = Array.isArray(numero.lastResult) ? numero.lastResult : [];
  return (
    <div className="vn-numero">
      <div className="vn-numero__head">
        <span className="vn-numero__label">{t('lottery_numero')}</span>
        <span className="vn-numero__issue">{t('lottery_issue', [numero.issue])}</span>
      </div>
      <p className="vn-numero__left">
        <span>{t('lottery_closes_in')}</span>{' '}
        <strong>
          <time>{formatLeft(left)}</time>
        </strong>
      </p>
      {balls.length > 0 && (
        <p className="vn-numero__result">
          <span className="ui-visually-hidden">{t('lottery_last_result', [balls.join(' ')])}</span>
          {balls.map((b, i) => (
            <span key={i} className="vn-ball" aria-hidden="true">
              {b}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

export default function VnLottery({ config }: WidgetProps<VnLotteryProps>) {
  const engine = useEngine();
  const { t, navigate } = engine;
  const show = config.show ?? ['numero', 'results'];
  // A draw that closes loads again with the numbers still shown until the next arrive.
  const load = useData(
    async () => {
      const [numero, results] = await Promise.all([
        show.includes('numero') ? engine.call('vnNumero') : Promise.resolve(null),
        show.includes('results') ? engine.call('recentVnLottery') : Promise.resolve([]),
      ]);
      return { numero: numero ? numeroOf(numero) : null, results: (Array.isArray(results) ? results : []) as Results };
    },
    [],
    { keep: 'reload', serve: true },
  );

  const open = (e: MouseEvent, to: string) => {
    e.preventDefault();
    navigate(to);
  };
  const title = t(config.title ?? 'lottery_vn_title');
  if (load.status === 'failed') return <RetryState text={t('load_failed_retry')} onRetry={load.reload} />;
  if (load.status !== 'ready') return <LoadingState label={t('games_loading')} count={3} />;
  const data = load.value;
  const parts = show.map((part) => {
    if (part === 'numero') return data.numero ? <Numero key="n" numero={data.numero} t={t} onClosed={load.reload} /> : null;
    if (data.results.length === 0) return <EmptyState key="r" text={t('lottery_no_results')} />;
    return (
      <ul key="r" className="vn-results">
        {data.results.map((r) => {
          const href = lotteryLaunchRoute({ code: r.code }, 'LOTT');
          return (
            <li key={r.code}>
              <a className="vn-result" href={href} onClick={(e) => open(e, href)}>
                <span className="vn-result__name">
                  {r.name}
                  <small>{r.drawDate}</small>
                </span>
                <span className="vn-result__prizes">
                  <span>
                    <small>{t('lottery_special_prize')}</small>
                    <strong>{r.specialPrize}</strong>
                  </span>
                  <span>
                    <small>{t('lottery_first_prize')}</small>
                    <b>{r.firstPrize}</b>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    );
  });
  return (
    <section className="w-vn" aria-label={title}>
      <h2 className="w-vn__title">{title}</h2>
      {parts}
    </section>
  );
}
