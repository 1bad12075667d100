// Counter maths (no React): the home jackpot and the promotions-footer decorative counter from engine/constants.ts.
// Every function takes the random source, so tests pass a fixed sequence.
import {
  JACKPOT_DECIMALS,
  JACKPOT_MAX,
  JACKPOT_MIN,
  JACKPOT_STEP,
  PROMO_COUNTER_INTERVALS_S,
  PROMO_COUNTER_START,
  PROMO_COUNTER_STEP,
} from '../../engine/constants.ts';

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** An integer in [min, max], both inclusive. */
const intBetween = (random: Random, min: number, max: number) => Math.min(max, min + Math.floor(random() * (max - min + 1)));

/**
 * Formats an amount with thousands separators and a fixed number of decimals, e.g. 200,123,456.78. Plain string
 * work, not toLocaleString: the first Intl formatter costs tens of milliseconds, on home's first paint.
 */
export function formatAmount(value: number, decimals: number): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
}

/** A starting jackpot between JACKPOT_MIN and JACKPOT_MAX with JACKPOT_DECIMALS decimals. */
export function jackpotStart(random: Random): number {
  return round(JACKPOT_MIN + random() * (JACKPOT_MAX - JACKPOT_MIN), JACKPOT_DECIMALS);
}

/** The jackpot after one tick: grows by a JACKPOT_STEP amount, never past JACKPOT_MAX. */
export function jackpotNext(value: number, random: Random): number {
  const [lo, hi] = JACKPOT_STEP;
  return Math.min(JACKPOT_MAX, round(value + lo + random() * (hi - lo), JACKPOT_DECIMALS));
}

/** The promo counter's start: a whole number between 1.2e9 and 1.3e9. */
export function promoStart(random: Random): number {
  return intBetween(random, ...PROMO_COUNTER_START);
}

/** One promo counter increment: a whole number from 10000 to 50000. */
export function promoStep(random: Random): number {
  return intBetween(random, ...PROMO_COUNTER_STEP);
}

/** Milliseconds until the next promo increment: 3, 4 or 5 seconds. */
export function promoDelayMs(random: Random): number {
  const i = intBetween(random, 0, PROMO_COUNTER_INTERVALS_S.length - 1);
  return (PROMO_COUNTER_INTERVALS_S[i] ?? PROMO_COUNTER_INTERVALS_S[0]) * 1000;
}
