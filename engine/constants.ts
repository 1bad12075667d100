// The product's business constants and limits, written once and imported everywhere.
// Durations are milliseconds unless the name says otherwise.

/** Delay before the announcement popup refreshes its list after mount. */
export const POPUP_REFRESH_DELAY_MS = 500;
/** Banner and hot-match sliders. */
export const SLIDER_AUTOPLAY_MS = 5000;
export const HOT_MATCH_SLIDE_SPEED_MS = 500;
export const VENDOR_CAROUSEL_SPEED_MS = 2000;
export const VENDOR_CAROUSEL_SPACING_PX = 20;
/** Prompt dialog input focus delay. */
export const PROMPT_FOCUS_DELAY_MS = 500;
/** Language-change debounces. */
export const LANG_DEBOUNCE_GAME_LIST_MS = 200;
export const LANG_DEBOUNCE_LOGIN_MS = 200;
export const LANG_DEBOUNCE_WINNERS_MS = 250;
/** SMS countdown: expiredMinutes x 60 s; default minutes, and minutes with the identity provider. */
export const SMS_DEFAULT_MINUTES = 1;
export const SMS_PROVIDER_MINUTES = 1;
export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;
/** Toast durations by kind; notifications sit this many px from the top. */
export const TOAST_MS = { loading: 10_000, success: 1000, notice: 1500, default: 3000, long: 8000 } as const;
export const NOTIFICATION_TOP_PX = 65;
export const LOGOUT_LOADING_MS = 9_999_000;
export const RECOVERY_LOADING_MS = 9999;
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 1000;
export const RECOVERY_SENT_MS = 1000;
export const ACCESS_MESSAGE_MS = 2000;
export const INVITE_CODE_ERROR_MS = 1000;
/** Game lists. */
export const GAME_PAGE_SIZE = 26;
export const FAVOURITES_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
export const FAVOURITES_FIRST_PAGE = 1;
export const INFINITE_SCROLL_MARGIN_PX = 500;
export const INFINITE_SCROLL_THROTTLE_MS = 1000;
export const MIN_BET_OPTIONS = ['All', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** Winner board. */
export const WINNER_LIMIT = 20;
export const WINNER_SCROLL_MIN_ENTRIES = 5; // scrolls with more than 4
export const WINNER_SCROLL_SPEED_MS = 1500;
/** Vendor carousel shows arrows (and 4 per view) with more than this many vendors. */
export const VENDOR_ARROWS_ABOVE = 5;
export const VENDORS_PER_VIEW = 4;
/** Counters. */
export const JACKPOT_MIN = 200_000_000;
export const JACKPOT_MAX = 200_999_999;
export const JACKPOT_DECIMALS = 2;
export const PROMO_COUNTER_START = [1.2e9, 1.3e9] as const;
export const PROMO_COUNTER_STEP = [10_000, 50_000] as const;
export const PROMO_COUNTER_INTERVALS_S = [3, 4, 5] as const;
/** Member types. */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const CONTRACT_CHECK_SKIP_TYPES = [4, 40, 41, 42] as const;
export const TRIAL_MEMBER_TYPE = 4;
/** Platform. */
export const CLIENT_TYPE = 2;
export const PLATFORM = 'html5';
export const HOT_GAMES_IS_PLATFORM = 2;
/** Shell. */
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const DIALOG_MASK_GUARD_MS = 300;
export const PRESS_DELAY_MS = 130;
export const LONG_PRESS_MS = 370;
export const MOUSE_LOCK_AFTER_TOUCH_MS = 300;
export const STICKY_HEADER_THRESHOLD_PX = 100;
export const MIN_IOS_FOR_APP = 12.4;
export const MAX_IOS_FOR_HOME_SCREEN_TIPS = 12.1;
export const COPYRIGHT_YEARS = '2019-2025';
export const DEFAULT_LANGUAGE = 'EN';
/** App routes the code opens itself, where a screen does not name one (each is a route of a screen in screens/). */
export const ROUTES = {
  home: '/m/home',
  login: '/m/login',
  notice: '/m/notice',
  service: '/m/service',
  lottery: '/m/lottery',
  gameList: '/m/gameList',
  launchGame: '/m/launchGame',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
} as const;
/** Activity application limits. */
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGE_MAX = 3;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Footer bubbles (fixed display text). */
export const INVITE_BUBBLE_TEXT = '222';
export const DOWNLOAD_BONUS_PESO = 58;
/** UI kit choices of our own (not product rules). */
export const JACKPOT_TICK_MS = 2000;
export const JACKPOT_STEP = [0.01, 250] as const;
export const PRESS_MOVE_TOLERANCE_PX = 10;
export const BADGE_MAX_COUNT = 99;
