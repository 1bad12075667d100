// The product's business constants and limits of the widgets outside home's first paint, written once and imported
// everywhere (the engine's and the first paint's are in engine/constants.ts: this file stays out of the first
// script). Durations are milliseconds unless the name says otherwise.

/** Delay before the announcement popup refreshes its list after mount. */
export const POPUP_REFRESH_DELAY_MS = 500;
/** Hot-match slider and vendor carousel. */
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
/** Toasts and redirects of the account pages. */
export const LOGOUT_LOADING_MS = 9_999_000;
export const RECOVERY_LOADING_MS = 9999;
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 1000;
export const RECOVERY_SENT_MS = 1000;
export const INVITE_CODE_ERROR_MS = 1000;
/** Game lists. */
export const GAME_PAGE_SIZE = 26;
export const FAVOURITES_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
export const INFINITE_SCROLL_MARGIN_PX = 500;
export const INFINITE_SCROLL_THROTTLE_MS = 1000;
export const MIN_BET_OPTIONS = ['All', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** Winner board. */
export const WINNER_LIMIT = 20;
export const WINNER_SCROLL_MIN_ENTRIES = 5; // scrolls with more than 4
export const WINNER_SCROLL_SPEED_MS = 1500;
/** The game list's vendor filter shows arrows (and 4 per view) with more than this many vendors. */
export const VENDOR_ARROWS_ABOVE = 5;
export const VENDORS_PER_VIEW = 4;
/** The promotions-footer counter. */
export const PROMO_COUNTER_START = [1.2e9, 1.3e9] as const;
export const PROMO_COUNTER_STEP = [10_000, 50_000] as const;
export const PROMO_COUNTER_INTERVALS_S = [3, 4, 5] as const;
/** Member types that skip the contract check. */
export const CONTRACT_CHECK_SKIP_TYPES = [4, 40, 41, 42] as const;
/** Platform. */
export const CLIENT_TYPE = 2;
export const HOT_GAMES_IS_PLATFORM = 2;
/** Shell. */
export const MAX_IOS_FOR_HOME_SCREEN_TIPS = 12.1;
export const DIALOG_MASK_GUARD_MS = 300;
export const PRESS_DELAY_MS = 130;
export const LONG_PRESS_MS = 370;
export const MOUSE_LOCK_AFTER_TOUCH_MS = 300;
export const STICKY_HEADER_THRESHOLD_PX = 100;
export const COPYRIGHT_YEARS = '2019-2025';
/** Activity application limits. */
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGE_MAX = 3;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Footer bubbles (fixed display text). */
export const INVITE_BUBBLE_TEXT = '222';
/** UI kit choices of our own (not product rules). */
export const PRESS_MOVE_TOLERANCE_PX = 10;
