// Login: username + password or mobile + SMS code (tabs when the SMS method's gate passes), remember
// password, a captcha only after a refusal asking for one, social icons; success stores the session.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginFormProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { ServerError, useEngine } from '../engine/widget-module.ts';
import { ROUTES } from '../engine/constants.ts';
import type { Action, Gate } from '../engine/schema-types.ts';
import { SMS_PROVIDER_MINUTES } from '../engine/page-constants.ts';
import { Button } from './ui/button.tsx';
import { Tabs } from './ui/tabs.tsx';
import { completeLogin, readSignIn } from './form/after-login.ts';
import { loginTokenOf, mustChangePassword, wantsCaptcha } from '../engine/api/readers/session.ts';
import { FieldExtras } from './form/field-extras.tsx';
import { FieldView } from './form/field-view.tsx';
import { type LoginMethod, loginBody, loginFields } from './form/login-fields.ts';
import { runCall, showFailure } from './form/run-call.ts';
import { SocialLogin } from './form/social-login.tsx';
import { useForm } from './form/use-form.ts';
import { useServerRules } from './form/use-rules.ts';
import { type IdentityProvider, smsProvider } from './form/identity/provider.ts';
import './form/form.css';
import './form/account.css';

/** The firebase login body: the provider confirms the code and vouches for the number with its ID token. */
async function viaProvider(body: ReturnType<typeof loginBody> & { type: 'sms' }, provider: IdentityProvider | null) {
  if (!provider) return body;
  const firebaseIdToken = await provider.confirmSms(body.username, body.password);
  return {
    type: 'firebase' as const,
    firebaseChannel: 'sms' as const,
    firebaseIdToken,
    firebaseMobileNo: body.username,
    countryDialingCode: body.countryDialingCode,
    remember: body.remember,
    ...(body.captcha ? { captcha: body.captcha } : {}),
  };
}

/** Where a forced password change goes when the screen names none: change password, with an expired password
 * forcing it while the white-label flag PWDEXPFORCECHANGE3 is on (PLATFORM-API.md §5). */
const DEFAULT_PASSWORD_CHANGE: { expiredGate: Gate; actions: Action[] } = {
  expiredGate: { flags: ['PWDEXPFORCECHANGE3'] },
  actions: [{ do: 'replace', to: ROUTES.changePassword }],
};

export default function LoginForm({ config }: WidgetProps<LoginFormProps>) {
  const engine = useEngine();
  const { t, allowed, run } = engine;
  const smsEnabled = !!config.smsLogin && allowed(config.smsLogin.gate);
  const [method, setMethod] = useState<LoginMethod>('username');
  const [captcha, setCaptcha] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [keep, setKeep] = useState(true);
  const [busy, setBusy] = useState(false);
  // Why the last sign-in failed, shown in the form until the next try; what was typed stays.
  const [failure, setFailure] = useState<string | null>(null);
  // With the third-party SMS provider the code comes from it, and its ID token replaces the code (type firebase).
  const provider = smsEnabled ? smsProvider(engine.siteConfig?.identityProvider) : null;
  const fields = loginFields(method, captcha).map((f) =>
    f.sms && provider
      ? {
          ...f,
          sms: {
            ...f.sms,
            via: async (m: string, c: string) => {
              await provider.sendSms(m, c);
              return SMS_PROVIDER_MINUTES;
            },
          },
        }
      : f,
  );
  const form = useForm(fields, useServerRules(true));
  // Where a sign-in leads: got ready once the player turns to the form (code loaded, props checked; a member's own
  // widgets too, such as the header's balance and menu, while the player types), so it opens at once after signing
  // in, and again for the signed-in player just before going there.
  const after = config.actions ?? [{ do: 'replace' as const, to: ROUTES.home }];
  const prepared = useRef(false);
  const prepareAhead = () => {
    if (prepared.current) return;
    prepared.current = true;
    void engine.prepare(after, { forSignIn: true });
  };

  // Each method brings back what was remembered for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the remembered credentials fill the form when the method changes; form.fill is a new function each render
  useEffect(() => {
    let live = true;
    void engine.session.readRemembered(method).then((r) => {
      if (!live || !r) return;
      form.fill(
        method === 'sms'
          ? { mobileNum: r.username, ...(r.countryDialingCode ? { countryDialingCode: r.countryDialingCode } : {}) }
          : { username: r.username, password: r.password },
      );
    });
    return () => {
      live = false;
    };
  }, [method]);

  function switchMethod(next: string) {
    setMethod(next as LoginMethod);
    if (captcha) {
      form.clear(['captcha']);
      setCaptchaRound((n) => n + 1);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || !form.check()) return;
    setBusy(true);
    setFailure(null);
    const body = loginBody(method, form.values, keep, captcha);
    let kind: 'username' | 'sms' | 'firebase' = body.type;
    // Signing in is the login, then member info with its token (the name and type the session keeps).
    const outcome = await runCall(
      engine,
      async () => {
        const sent = body.type === 'sms' && provider ? await viaProvider(body, provider) : body;
        kind = sent.type;
        return readSignIn(engine, loginTokenOf(await engine.call('login', sent)));
      },
      t('in_please_wait'),
    );
    if (!outcome.ok) {
      setBusy(false);
      setFailure(t('login_failed_reason', { reason: outcome.text }));
      if ((outcome.error instanceof ServerError && wantsCaptcha(outcome.error.value)) || captcha) {
        setCaptcha(true);
        form.clear(['captcha']);
        setCaptchaRound((n) => n + 1);
      }
      if (method === 'sms') form.clear(['verificationCode']);
      return;
    }
    const remembered = !keep
      ? null
      : body.type === 'sms'
        ? {
            type: method,
            username: body.username,
            password: '',
            ...(body.countryDialingCode ? { countryDialingCode: body.countryDialingCode } : {}),
          }
        : { type: method, username: body.username, password: body.password };
    const refused = await completeLogin(engine, outcome.value, {
      accept: config.accept,
      password: body.type === 'username' ? body.password : undefined,
      remember: remembered,
      method,
    });
    setBusy(false);
    if (refused) {
      showFailure(engine, t(refused));
      return;
    }
    // The password 123456, or an expired one while the gate passes, is changed first (the typed one is held as the
    // old password); otherwise, after the platform ended a session, signing in returns to the page the player was on.
    const change = config.passwordChange ?? DEFAULT_PASSWORD_CHANGE;
    const forced = mustChangePassword(outcome.value.sign, {
      method: kind,
      password: body.type === 'username' ? body.password : undefined,
      forceOnExpiry: allowed(change.expiredGate),
    });
    const back = forced ? null : engine.session.takeReturn();
    const next = forced ? change.actions : back ? [{ do: 'replace' as const, to: back }] : after;
    await engine.prepare(next);
    run(next);
  }

  const tabs = [
    { id: 'username', label: t('login_by_username') },
    { id: 'sms', label: t('login_by_sms') },
  ];
  return (
    <form className="f-form acc-card" noValidate onSubmit={onSubmit} onFocus={prepareAhead} aria-label={t('login')}>
      {smsEnabled && <Tabs tabs={tabs} active={method} onChange={switchMethod} label={t('login_method')} className="acc-tabs" />}
      {fields.map((field) => (
        <FieldExtras
          key={field.name === 'captcha' ? `captcha-${method}-${captchaRound}` : `${method}-${field.name}`}
          field={field}
          form={form}
          t={t}
        >
          {(extras) => <FieldView field={field} form={form} t={t} {...extras} />}
        </FieldExtras>
      ))}
      <label className="f-check">
        <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
        {t('login_remember')}
      </label>
      {failure && (
        <p className="f-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        {t('login')}
      </Button>
      {method === 'username' && config.social && (
        <SocialLogin items={config.social} accept={config.accept} onDone={() => void engine.prepare(after).then(() => run(after))} />
      )}
    </form>
  );
}
