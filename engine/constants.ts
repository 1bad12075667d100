// The product's business constants and limits, written once and imported everywhere: here those the engine and
// home's first paint use (this file ships whole in every page's first script: esbuild places a module in one chunk
// with every export some chunk uses); the other widgets' are in engine/page-constants.ts.
// Durations are milliseconds unless the name says otherwise.

/** Banner slider. */
export const SLIDER_AUTOPLAY_MS = 5000;
/** Toast durations by kind; notifications sit this many px from the top. */
export const TOAST_MS = { loading: 10_000, success: 1000, notice: 1500, default: 3000, long: 8000 } as const;
export const NOTIFICATION_TOP_PX = 65;
export const ACCESS_MESSAGE_MS = 2000;
/** The jackpot counter. */
export const JACKPOT_MIN = 200_000_000;
export const JACKPOT_MAX = 200_999_999;
export const JACKPOT_DECIMALS = 2;
/** Member types. */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const TRIAL_MEMBER_TYPE = 4;
/** Platform. */
export const PLATFORM = 'html5';
/**
 * The longest one platform call keeps a widget waiting, retries and their waits included; then it shows its retry
 * message ('Loading failed, click to retry'). The platform's own client waits without a limit; a phone on a slow
 * network still gets most answers within a few seconds, and past ten a player is better served by a button than a
 * spinner. A page whose platform is silent does not wait for site config before its widgets ask (engine/main.tsx),
 * so their retry messages show about this long after the page was taken over. The server bounds its own wait
 * separately (server/boot-data.ts BOOT_TIMEOUT_MS, server/ssr.ts RENDER_BUDGET_MS).
 */
export const CALL_BUDGET_MS = 10_000;
/** Shell. */
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const MIN_IOS_FOR_APP = 12.4;
export const DEFAULT_LANGUAGE = 'EN';
/** App routes the code opens itself, where a screen does not name one (each is a route of a screen in screens/). */
export const ROUTES = {
  home: '/m/home',
  login: '/m/login',
  changePassword: '/m/changePsw',
  notice: '/m/notice',
  service: '/m/service',
  lottery: '/m/lottery',
  gameList: '/m/gameList',
  launchGame: '/m/launchGame',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
} as const;
/** The download bar's bonus (fixed display text). */
export const DOWNLOAD_BONUS_PESO = 58;
/** UI kit choices of our own (not product rules). */
export const JACKPOT_TICK_MS = 2000;
export const JACKPOT_STEP = [0.01, 250] as const;
export const BADGE_MAX_COUNT = 99;
