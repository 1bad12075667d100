// Calls of the platform's known contract that this app does not use yet (sandbox: false in endpoints.json): the
// router answers them 400 function.not.available, as the platform does for a feature a merchant has switched off.
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import type { Endpoint } from '../../engine/api/headers.ts';
import type { HandlerMap } from '../context.ts';
import { Refusal } from '../http.ts';

const off = () => {
  throw new Refusal('function.not.available', 'Function not available', 400);
};

export const platformOnlyHandlers = Object.fromEntries(
  (endpoints.endpoints as Endpoint[]).filter((e) => e.sandbox === false).map((e) => [e.name, off]),
) as unknown as Pick<
  HandlerMap,
  | 'registerSettings'
  | 'salaryContract'
  | 'dividendContract'
  | 'hourlyContract'
  | 'walletTransfer'
  | 'gameLaunchFB'
  | 'vnLotteryMenus'
  | 'vnLotteryRecent'
  | 'missionSummary'
  | 'realTimeSalaryContract'
  | 'rafflePromotion'
  | 'pointBalance'
  | 'pointReward'
  | 'redeemPoint'
  | 'redeemPointList'
  | 'pointConfig'
  | 'memberTransactions'
  | 'convertPoint'
  | 'liveModels'
  | 'liveChat'
  | 'captchaGeetest'
  | 'rankList'
  | 'openedNumero'
  | 'pvpRooms'
>;
