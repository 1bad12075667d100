// The affiliate (invitation) code that came with the link (?code=): checked on load. A valid one is sent
// without showing the field; an invalid one leaves the field shown, pre-filled, to be verified on submit.
import { useEffect, useState } from 'react';
import { type EngineServices, useEngine } from '../../engine/widget-module.ts';
import { INVITE_CODE_ERROR_MS } from '../../engine/constants.ts';
import { clock } from '../ui/clock.ts';

/** The link's code and what the check said: none (no code), checking, valid or invalid. */
export function useLinkAffiliate(code: string | undefined, domain: string | undefined) {
  const { call } = useEngine();
  const [status, setStatus] = useState<'none' | 'checking' | 'valid' | 'invalid'>(code ? 'checking' : 'none');
  useEffect(() => {
    if (!code) return;
    let live = true;
    call('affiliateCheck', { code, ...(domain ? { domain } : {}) })
      .then(() => {
        if (live) setStatus('valid');
      })
      .catch(() => {
        if (live) setStatus('invalid');
      });
    return () => {
      live = false;
    };
  }, [code, domain]);
  return { code: code ?? '', status };
}

/** Verifies a typed code before registering; on failure shows invitation_code_error for 1 s, then focuses the field. */
export async function verifyAffiliate(
  engine: Pick<EngineServices, 't' | 'call' | 'notify'>,
  code: string,
  domain: string | undefined,
  focus: () => void,
): Promise<boolean> {
  const { t } = engine;
  try {
    await engine.call('affiliateCheck', { code, ...(domain ? { domain } : {}) });
    return true;
  } catch {
    engine.notify.show({ text: t('invitation_code_error'), kind: 'default', tone: 'error', durationMs: INVITE_CODE_ERROR_MS });
    clock.setTimeout(focus, INVITE_CODE_ERROR_MS);
    return false;
  }
}
