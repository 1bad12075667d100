// Registration: fields from the server's config, method tabs, captcha, SMS code, affiliate code from the
// link, agree flag; submit checks fields, then the provider's code, then the affiliate code, then registers.
import { useState, type FormEvent } from 'react';
import type { RegisterFormProps } from '../generated/types.ts';
import type { RegisterSetup } from '../engine/api/readers/register.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { Tabs } from './ui/tabs.tsx';
import { FieldExtras } from './form/field-extras.tsx';
import { FieldView } from './form/field-view.tsx';
import { type RegisterMode, registerFieldsFor, registerModes } from './form/register-fields-for.ts';
import { submitRegistration } from './form/register-submit.ts';
import { SocialLogin } from './form/social-login.tsx';
import { useLinkAffiliate } from './form/use-affiliate.ts';
import { useForm } from './form/use-form.ts';
import { useRegisterSetup } from './form/use-register-settings.ts';
import { useServerRules } from './form/use-rules.ts';
import { smsProvider } from './form/identity/provider.ts';
import './form/form.css';
import './form/account.css';
import { ROUTES } from '../engine/constants.ts';

export default function RegisterForm({ config }: WidgetProps<RegisterFormProps>) {
  const engine = useEngine();
  const { t } = engine;
  const settings = useRegisterSetup();
  if (settings.status === 'failed') return <RetryState text={t('load_failed_retry')} onRetry={settings.reload} />;
  if (settings.status !== 'ready')
    return (
      <div className="acc-card">
        <LoadingState label={t('form_loading')} count={4} />
      </div>
    );
  return <RegisterBody config={config} settings={settings.value} />;
}

function RegisterBody({ config, settings }: { config: RegisterFormProps; settings: RegisterSetup }) {
  const engine = useEngine();
  const { t, params, run } = engine;
  const { modes, initial } = registerModes(settings);
  const [mode, setMode] = useState<RegisterMode>(initial);
  const [agree, setAgree] = useState(true);
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const link = useLinkAffiliate(params.code, params.domain);
  const rules = useServerRules(true);
  const provider = smsProvider(engine.siteConfig?.identityProvider);
  const fields = registerFieldsFor(settings, mode, link.status === 'valid' || link.status === 'checking').map((f) =>
    f.sms && provider
      ? {
          ...f,
          sms: {
            ...f.sms,
            via: async (m: string, c: string) => {
              await provider.sendSms(m, c);
              return 1;
            },
          },
        }
      : f,
  );
  const form = useForm(fields, rules, link.code ? { affiliateCode: link.code } : {});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || !agree || !form.check()) return;
    setBusy(true);
    const done = await submitRegistration({
      mode,
      fields,
      values: form.values,
      link,
      domain: params.domain,
      referralCode: params.referralCode,
      provider,
      engine,
      focus: form.focus,
    });
    setBusy(false);
    if (done) {
      run(config.actions ?? [{ do: 'replace', to: ROUTES.home }]);
      return;
    }
    if (settings.captchaEnabled) {
      form.clear(['captcha']);
      setCaptchaRound((n) => n + 1);
    }
  }

  const tabs = [
    { id: 'username', label: t('reg_by_username') },
    { id: 'mobileNum', label: t('reg_by_mobile') },
  ];
  return (
    <form className="f-form acc-card" noValidate onSubmit={onSubmit} aria-label={t('register')}>
      {modes.length > 1 && (
        <Tabs tabs={tabs} active={mode} onChange={(m) => setMode(m as RegisterMode)} label={t('reg_method')} className="acc-tabs" />
      )}
      {fields.map((field) => (
        <FieldExtras key={field.name === 'captcha' ? `captcha-${captchaRound}` : field.name} field={field} form={form} t={t}>
          {(extras) => <FieldView field={field} form={form} t={t} {...extras} />}
        </FieldExtras>
      ))}
      <label className="f-check">
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>
          {t('reg_agree')} {config.agreement && <a href={config.agreement}>{t('user_agreement')}</a>}
        </span>
      </label>
      <Button type="submit" block loading={busy} disabled={!agree}>
        {t('register')}
      </Button>
      {config.social && <SocialLogin items={config.social} onDone={() => run(config.actions ?? [{ do: 'replace', to: ROUTES.home }])} />}
    </form>
  );
}
