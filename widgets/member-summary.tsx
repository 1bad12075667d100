// The member centre's top card: back arrow, title and icon buttons; a guest's login-or-register prompt, or the member's
// details with member info renewed (and wallet and badge counts loaded) on every visit.
import { useState } from 'react';
import type { MemberSummaryProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/all-icons.ts';
import { IconButtons } from './member/icon-buttons.tsx';
import { LoginPrompt } from './member/login-prompt.tsx';
import { MemberCard } from './member/member-card.tsx';
import { loadCounts } from './member/counts.ts';
import { memberOf } from '../engine/api/readers/session.ts';
import { balanceOf } from '../engine/api/readers/wallet.ts';
import './member-summary.css';

export default function MemberSummary({ config }: WidgetProps<MemberSummaryProps>) {
  const engine = useEngine();
  const { t, run, allowed } = engine;
  const signedIn = useStore(engine.session.state, (s) => !!s.info);
  const [prompt, setPrompt] = useState(false);
  // Renews member info (the card reads it from the session); the wallet and badge counts load beside it, and only
  // member info failing shows the card's retry.
  const member = useData(
    () => {
      const renewed = engine.call('memberInfo', undefined, { force: true }).then((info) => {
        engine.session.state.member = memberOf(info);
      });
      if (config.showBalance !== false)
        engine.call('wallet').then(
          (w) => {
            engine.session.state.wallet = { sumBalance: balanceOf(w) };
          },
          () => {},
        );
      void loadCounts(
        engine,
        (config.counts ?? []).filter((c) => allowed(c.gate)),
      );
      return renewed;
    },
    [],
    { enabled: signedIn },
  );

  return (
    <section className="m-card" aria-labelledby="member-summary-title">
      <div className="m-card__top">
        {config.back && (
          <button type="button" className="m-iconbar__btn m-card__back" aria-label={t('back')} onClick={() => run(config.back)}>
            <Icon name="back" size={22} />
          </button>
        )}
        <h1 id="member-summary-title" className="m-card__title">
          {t(config.title ?? 'member_center')}
        </h1>
        <IconButtons buttons={config.buttons ?? []} signedIn={signedIn} onLoginNeeded={() => setPrompt(true)} />
      </div>
      {signedIn ? (
        <MemberCard showBalance={config.showBalance !== false} failed={member.status === 'failed'} onRetry={member.reload} />
      ) : (
        <div className="m-card__guest">
          <span className="m-avatar m-avatar--guest" aria-hidden="true">
            ?
          </span>
          <p className="m-card__guest-text">{t('login_or_register')}</p>
          <div className="m-card__guest-actions">
            <Button onClick={() => run(config.login)}>{t('login')}</Button>
            {config.register && (
              <Button variant="secondary" onClick={() => run(config.register)}>
                {t('register')}
              </Button>
            )}
          </div>
        </div>
      )}
      <LoginPrompt open={prompt} onClose={() => setPrompt(false)} login={config.login} />
    </section>
  );
}
