// The balance as the platform sends it (PLATFORM-API.md §5): the current build's GET /wps/v2/wallets/balance
// answers the number itself, the older build's GET /wps/wallets/balance value.balances[{accountName, availBalance}];
// and the merchant wallet's single-wallet flag.
import { isRecord, listOf, numberOf, unreadable } from './read.ts';

/** The member's total balance: the number, or the sum of the older build's account balances. */
export function balanceOf(value: unknown): number {
  const direct = numberOf(value);
  if (direct !== undefined) return direct;
  if (isRecord(value) && Array.isArray(value.balances)) {
    const amounts = listOf(value.balances).map((b) => (isRecord(b) ? numberOf(b.availBalance) : undefined));
    if (amounts.length && amounts.every((n) => n !== undefined))
      return Math.round((amounts as number[]).reduce((sum, n) => sum + n, 0) * 100) / 100;
  }
  return unreadable('wallet balance is not a number');
}

/** value.isSingle of GET /wps/relay/GCS_merchantWallet (a single-wallet merchant), or null when not a boolean. */
export const isSingleWallet = (value: unknown): boolean | null =>
  isRecord(value) && typeof value.isSingle === 'boolean' ? value.isSingle : null;
