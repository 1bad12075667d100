// Counter maths (no React): the home jackpot from engine/constants.ts, and the amount format the promotions-footer
// counter (promo-counter.tsx) shares. Every function takes the random source, so tests pass a fixed sequence.
import { JACKPOT_DECIMALS, JACKPOT_MAX, JACKPOT_MIN, JACKPOT_STEP } from '../../engine/constants.ts';

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

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
