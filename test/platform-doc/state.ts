// The document-only stand-in's state and options: accounts, sessions (tokens that end: PLATFORM-API.md §4 token
// expiry), SMS codes (§5 SMS rows), the login captcha (§4 "captcha required on login") and the switches tests turn.
import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_FLAGS, type DocAccount, member, seedAccounts } from './data.ts';

/** What a test can switch (startDocPlatform's options, control.set). */
export interface DocOptions {
  /** The merchant code the stand-in serves; any other `Merchant` is refused (§2, §4). */
  merchant: string;
  /** White-label flags over DEFAULT_FLAGS. */
  flags: Record<string, boolean>;
  maintenance: boolean;
  regionRestriction: boolean;
  /** §5 balance row: the newer build's number as `value`, or the older `value.balances[{accountName, availBalance}]`. */
  balanceForm: 'number' | 'balances';
  /** §6.11: where free play's token is, since the document cannot tell: the envelope's top level, `value.token` or both. */
  freeplayToken: 'top' | 'value' | 'both';
  /** §2/§6.17: newer builds refuse an encrypted call without `X-Digest` (400 request_body_required). */
  requireDigest: boolean;
}

export const DEFAULT_OPTIONS: DocOptions = {
  merchant: 'DOCM',
  flags: {},
  maintenance: false,
  regionRestriction: false,
  balanceForm: 'number',
  freeplayToken: 'top',
  requireDigest: false,
};

/** One session: whose, and whether the platform has ended it. */
export interface DocSession {
  account: DocAccount;
  ended: boolean;
}

/** Everything the stand-in remembers while it runs. */
export class DocState {
  options: DocOptions;
  accounts = seedAccounts();
  sessions = new Map<string, DocSession>();
  /** The last SMS code per mobile number. */
  sms = new Map<string, string>();
  /** The captcha the last GET /wps/captcha showed, and the usernames whose next login must carry it. */
  captcha = '';
  captchaDue = new Set<string>();
  favourites = new Map<number, Set<string>>();

  constructor(options: Partial<DocOptions>) {
    this.options = { ...DEFAULT_OPTIONS, ...options, flags: { ...options.flags } };
  }

  /** The flags status sends. */
  flags(): Record<string, boolean> {
    return { ...DEFAULT_FLAGS, ...this.options.flags };
  }

  /** A new session for `account`; its token (the platform's token format is not documented: hex). */
  open(account: DocAccount): string {
    const token = randomBytes(16).toString('hex');
    this.sessions.set(token, { account, ended: false });
    return token;
  }

  /** Ends every session of `account` (all when none is named); how many were live. */
  expire(account?: string): number {
    let n = 0;
    for (const s of this.sessions.values())
      if (!s.ended && (!account || s.account.account === account)) {
        s.ended = true;
        n++;
      }
    return n;
  }

  /** The account named `username`, in any case (the document does not say how the platform compares names; this
   * way a test can tell the name member info gives from the one typed). */
  find(username: unknown): DocAccount | undefined {
    const name = String(username ?? '').toLowerCase();
    return this.accounts.find((a) => a.account === name);
  }

  /** Sends an SMS code to `mobile`; the code (tests read it through control.lastSms). */
  sendSms(mobile: string): string {
    const code = String(randomInt(100000, 1000000));
    this.sms.set(mobile, code);
    return code;
  }

  /** A new trial account (free play), type 4 (SPEC §6). */
  trial(): DocAccount {
    const n = this.accounts.length + 1;
    const a = { ...member(9900 + n, `doctrial${n}`, `Trial ${n}`, 4, '', 2000), password: randomBytes(8).toString('hex') };
    this.accounts.push(a);
    return a;
  }
}
