// The captcha image (GET /wps/captcha, a data URL): loaded when shown, reloaded on tap. Failures leave a
// "tap to retry" state instead of throwing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngine } from '../../engine/widget-module.ts';

/** Captcha state: the image (or null), whether it loads or failed, and reload(). Loads only while `active`. */
export function useCaptcha(active: boolean) {
  const { call } = useEngine();
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setStatus('loading');
    try {
      const image = await call('captcha');
      if (mine !== seq.current) return;
      const ok = typeof image === 'string' && image.startsWith('data:image/');
      setSrc(ok ? image : null);
      setStatus(ok ? 'ready' : 'failed');
    } catch {
      if (mine === seq.current) setStatus('failed');
    }
  }, [call]);
  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);
  return { src, status, reload };
}
