// The sandbox's mutable state (members, sessions, codes, switches) and the seed it starts from and resets to.
import { randomBytes } from 'node:crypto';
import type { KeyPair } from './crypto.ts';
import { createKeyPair } from './crypto.ts';
import { hashPassword } from './passwords.ts';
import { ACCOUNT_SEEDS, DEMO_PASSWORD, FIRST_NEW_MEMBER_ID, type Member, regDateOf } from './data/accounts.ts';
import { AGENT_MENU, FLAGS, type Flags } from './data/site.ts';

/** Switches changed through POST /__sandbox/config; persisted with the state. */
export interface Settings {
  flags: Flags;
  agentMenu: Record<string, boolean>;
  brand: 'dark' | 'light';
  maintenance: boolean;
  regionRestriction: boolean;
  dividendsEnabled: boolean;
  /** Who sends registration SMS codes: the platform, or the identity provider (the local stand-in). */
  smsProvider?: 'platform' | 'firebase';
  /** Languages players may choose (site config languages.supported); default TY and EN. */
  languages?: string[];
}

export interface Movement {
  id: string;
  types: string;
  amount: number;
  status: string;
  createTime: string;
  remark: string;
  userName: string;
}

export interface State {
  version: 2;
  keys: KeyPair;
  linkKey: string;
  settings: Settings;
  members: Record<string, Member>;
  sessions: Record<string, { userName: string; expiresAt: number }>;
  nextMemberId: number;
  sms: Record<string, { code: string; expiresAt: number }>;
  captchas: Record<string, number>;
  lastCaptcha: string | null;
  captchaRequired: Record<string, boolean>;
  movements: Record<string, Movement[]>;
  cancelledSubOrders: string[];
  /** Feedback received; userName is empty for feedback sent without a session (the platform's client sends none). */
  feedback: Array<{ userName: string; type: string; content: string; at: string }>;
  sentEmails: Array<{ username: string; email: string; at: string }>;
  /** Contracts accepted and rebates claimed, by user name (sandbox/routes/reports.ts); absent in the seed. */
  reports?: { accepted: Record<string, string[]>; claimedAt: Record<string, string> };
  /** Promotion statuses changed by apply/claim, by user name then promotion id (sandbox/routes/promotions.ts); absent in the seed. */
  promoStatus?: Record<string, Record<string, string>>;
}

export const STATE_VERSION = 2;

/** The seed state; keeps `keys` when given so clients holding the public key keep working after a reset. */
export function seedState(keys: KeyPair = createKeyPair(), linkKey = randomBytes(32).toString('base64')): State {
  const now = Date.now();
  const members: Record<string, Member> = {};
  for (const seed of ACCOUNT_SEEDS) {
    const { joinedDaysAgo: _days, ...fields } = seed;
    members[seed.userName] = {
      ...fields,
      passwordHash: hashPassword(DEMO_PASSWORD),
      regDate: regDateOf(seed, now),
      favourites: [...seed.favourites],
      recent: [...seed.recent],
      readMessages: [],
    };
  }
  return {
    version: STATE_VERSION,
    keys,
    linkKey,
    settings: {
      flags: { ...FLAGS },
      agentMenu: { ...AGENT_MENU },
      brand: 'dark',
      maintenance: false,
      regionRestriction: false,
      dividendsEnabled: true,
    },
    members,
    sessions: {},
    nextMemberId: FIRST_NEW_MEMBER_ID,
    sms: {},
    captchas: {},
    lastCaptcha: null,
    captchaRequired: {},
    movements: {},
    cancelledSubOrders: [],
    feedback: [],
    sentEmails: [],
  };
}
