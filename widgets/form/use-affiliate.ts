// The affiliate (invitation) code that came with the link (?code=): checked on load. A valid one is sent
// without showing the field; an invalid one leaves the field shown, pre-filled, to be verified on submit.
import { type EngineServices, useData, useEngine } from '../../engine/widget-module.ts';
import { INVITE_CODE_ERROR_MS } from '../../engine/page-constants.ts';
import { clock } from '../ui/clock.ts';

/** The link's code and what the check said: none (no code), checking, valid or invalid. */
export function useLinkAffiliate(code: string | undefined, domain: string | undefined) {
  const { call } = useEngine();
  const check = useData(() => call('affiliateCheck', { code: code!, ...(domain ? { domain } : {}) }), [code, domain], { enabled: !!code });
  const status = !code ? 'none' : check.status === 'ready' ? 'valid' : check.status === 'failed' ? 'invalid' : 'checking';
  return { code: code ?? '', status } as const;
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
