// Invite friends: reward headline, referral link with copy/share, and how it works.
import { useState } from 'react';
import type { InviteCardProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { memberOf } from '../engine/api/readers/session.ts';
import { INVITE_BUBBLE_TEXT } from '../engine/page-constants.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/all-icons.ts';
import './invite-card.css';

/** The template with each {path} replaced by the looked-up value (URL-encoded); null while any is missing. */
export function fillTemplate(template: string, lookup: (path: string) => unknown): string | null {
  let missing = false;
  const out = template.replace(/\{([A-Za-z][\w.]*)\}/g, (_, path: string) => {
    const v = lookup(path);
    if (v === undefined || v === null || v === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(v));
  });
  return missing ? null : out;
}

export default function InviteCard({ config }: WidgetProps<InviteCardProps>) {
  const engine = useEngine();
  const { t, lookup, toast } = engine;
  const loading = useStore(engine.session.state, (s) => !!s.info && !s.member);
  // Member info for the link, kept in the session (the link is filled from there); a failure leaves it empty.
  useData(
    () =>
      engine.call('memberInfo').then((m) => {
        engine.session.state.member = memberOf(m);
      }),
    [],
    { enabled: loading },
  );
  const path = fillTemplate(config.link, lookup);
  const reward = `${String(lookup('app.siteConfig.currency.symbol') ?? '')}${INVITE_BUBBLE_TEXT}`;
  const url = path ? `${location.origin}${path}` : null;
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast(t('invite_copied'), 'success');
    } catch {
      toast(t('invite_copy_failed'));
    }
  }
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <section className="iv" aria-labelledby="invite-headline">
      <div className="iv__hero">
        <span className="iv__amount" aria-hidden="true">
          {reward}
        </span>
        <h2 id="invite-headline" className="iv__headline">
          {t(config.headline, [reward])}
        </h2>
      </div>
      <div className="iv__link-box">
        <label className="iv__label" htmlFor="invite-link">
          {t('invite_your_link')}
        </label>
        <input
          id="invite-link"
          className="iv__link"
          readOnly
          value={url ?? ''}
          placeholder={t('member_loading')}
          onFocus={(e) => e.target.select()}
        />
        <div className="iv__actions">
          <Button onClick={copy} disabled={!url}>
            <Icon name="doc" size={18} />
            {t(copied ? 'invite_copied_short' : 'invite_copy')}
          </Button>
          {canShare && (
            <Button
              variant="secondary"
              disabled={!url}
              onClick={() => url && navigator.share({ url, title: t('invite_friends') }).catch(() => {})}
            >
              <Icon name="share" size={18} />
              {t('invite_share')}
            </Button>
          )}
        </div>
      </div>
      {config.steps?.length ? (
        <ol className="iv__steps">
          {config.steps.map((s, i) => (
            <li key={s}>
              <span className="iv__step-no" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(s)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
