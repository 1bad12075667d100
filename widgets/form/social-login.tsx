// Facebook and Google sign-in icons: shown when the identity provider is ready and the item's gate passes; the
// provider's ID token is sent as a firebase login.
import { useState } from 'react';
import type { Gate } from '../../engine/schema-types.ts';
import { useEngine } from '../../engine/widget-module.ts';
import { type Accept, completeLogin, readSignIn } from './after-login.ts';
import { loginTokenOf } from '../../engine/api/readers/session.ts';
import { type SocialKind, identityProvider } from './identity/provider.ts';
import { runCall, showFailure } from './run-call.ts';
import './identity/local-provider.ts';

const MARKS: Record<SocialKind, string> = { facebook: 'f', google: 'G' };

/** The row of social sign-in buttons (nothing when no provider is ready or no item is allowed). */
export function SocialLogin({
  items,
  accept,
  onDone,
}: {
  items: ReadonlyArray<{ provider: SocialKind; gate?: Gate }>;
  accept?: Accept;
  onDone: () => void;
}) {
  const engine = useEngine();
  const { t, allowed } = engine;
  const [busy, setBusy] = useState(false);
  const provider = identityProvider(engine.siteConfig?.identityProvider);
  const shown = items.filter((i) => allowed(i.gate));
  if (!provider || shown.length === 0) return null;

  async function signInWith(kind: SocialKind) {
    if (busy || !provider) return;
    setBusy(true);
    const outcome = await runCall(
      engine,
      async () =>
        readSignIn(
          engine,
          loginTokenOf(await engine.call('login', { type: 'firebase', firebaseIdToken: await provider.social(kind), remember: false })),
        ),
      t('in_please_wait'),
    );
    if (!outcome.ok) {
      setBusy(false);
      showFailure(engine, outcome.text);
      return;
    }
    const refused = await completeLogin(engine, outcome.value, { accept });
    setBusy(false);
    if (refused) showFailure(engine, t(refused));
    else onDone();
  }

  return (
    <div className="acc-social" role="group" aria-label={t('login_social')}>
      <span className="acc-social-line">{t('login_social')}</span>
      <div className="acc-social-row">
        {shown.map((i) => (
          <button
            key={i.provider}
            type="button"
            className={`acc-social-btn acc-social-${i.provider}`}
            aria-label={t(`login_with_${i.provider}`)}
            aria-busy={busy || undefined}
            onClick={() => void signInWith(i.provider)}
          >
            <span aria-hidden="true">{MARKS[i.provider]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
