// React binding of the SMS countdown, plus the send itself: loading message, the platform call (or the identity
// provider), success notice; a failure hides the loading message silently.
import { useEffect, useRef, useState } from 'react';
import type { EngineServices } from '../../engine/widget-module.ts';
import { SMS_DEFAULT_MINUTES } from '../../engine/page-constants.ts';
import { createSmsCountdown, type SmsPhase } from './sms-countdown.ts';
import { smsMinutesOf } from '../../engine/api/readers/codes.ts';

/** The calls that send an SMS code: login and forgot password (sms/noLogin), registration by username or by number
 * (sms/register under REGMOBVERF3 or MOBILENUMREG3). */
export type SmsCall = 'smsNoLogin' | 'registerSmsUsername' | 'registerSmsMobile';

/** The body of an SMS call: the register SMS names the number mobileNo, the others mobileNum (PLATFORM-API.md quirk 2). */
export function smsBody(
  call: SmsCall,
  mobile: string,
  countryDialingCode?: string,
): { mobileNum?: string; mobileNo?: string; countryDialingCode?: string } {
  return {
    ...(call === 'smsNoLogin' ? { mobileNum: mobile } : { mobileNo: mobile }),
    ...(countryDialingCode ? { countryDialingCode } : {}),
  };
}

/** What a send needs: the call, the number and its dialing code; `via` replaces the platform call (provider). */
export interface SmsRequest {
  call: SmsCall;
  mobileNum: string;
  countryDialingCode?: string;
  via?: () => Promise<number>;
}

/** Sends a code with the spec's messages; resolves to the countdown minutes, or null when it failed. */
export async function sendSmsCode(engine: Pick<EngineServices, 't' | 'call' | 'notify'>, req: SmsRequest): Promise<number | null> {
  const { t, notify } = engine;
  const hide = notify.loading(t('in_sms_sending'));
  try {
    const minutes = req.via
      ? await req.via()
      : smsMinutesOf(await engine.call(req.call, smsBody(req.call, req.mobileNum, req.countryDialingCode)));
    hide();
    notify.show({ text: t('in_sms_send'), kind: 'notice' });
    return typeof minutes === 'number' && minutes > 0 ? minutes : SMS_DEFAULT_MINUTES;
  } catch {
    hide();
    return null;
  }
}

/** The countdown state and a request function; `sent` turns true after the first successful send. */
export function useSmsCountdown() {
  const [state, setState] = useState<SmsPhase>({ phase: 'idle' });
  const [sent, setSent] = useState(false);
  const machine = useRef<ReturnType<typeof createSmsCountdown> | null>(null);
  machine.current ??= createSmsCountdown(setState);
  useEffect(() => () => machine.current?.dispose(), []);
  const request = async (send: () => Promise<number | null>) => {
    const ok = await machine.current!.request(send);
    if (ok) setSent(true);
    return ok;
  };
  return { state, sent, request };
}
