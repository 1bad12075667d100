// The captcha picture beside its input: a button that reloads it (and the caller clears the input).
import { Spinner } from '../ui/spinner.tsx';

/** A tappable captcha image with loading and failed states. */
export function CaptchaImage({
  src,
  status,
  onReload,
  t,
}: {
  src: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  onReload: () => void;
  t: (key: string) => string;
}) {
  return (
    <button type="button" className="f-captcha" aria-label={t('form_captcha_reload')} onClick={onReload} data-status={status}>
      {status === 'ready' && src ? (
        <img src={src} alt="" width={96} height={36} />
      ) : status === 'failed' ? (
        <span className="f-captcha-failed">{t('retry')}</span>
      ) : (
        <Spinner />
      )}
    </button>
  );
}
