// The captcha image (GET /wps/captcha: a base64 PNG, shown as a data URL) through the engine's data hook: loaded when
// shown, reloaded on tap. Failures (an answer that is not an image too) leave a "tap to retry" state instead of throwing.
import { useData, useEngine } from '../../engine/widget-module.ts';
import { captchaSrcOf } from '../../engine/api/readers/codes.ts';

/** Captcha state: the image (or null), whether it loads or failed, and reload(). Loads only while `active`. */
export function useCaptcha(active: boolean) {
  const { call } = useEngine();
  const image = useData(() => call('captcha').then(captchaSrcOf), [], { enabled: active });
  // Idle until first shown.
  const status = !active && image.status === 'loading' && image.value === null ? ('idle' as const) : image.status;
  return { src: image.status === 'ready' ? image.value : null, status, reload: image.reload };
}
