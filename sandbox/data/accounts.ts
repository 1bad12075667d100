// The demo accounts (password Passw0rd1) as stored members, before password hashing.
import { MERCHANT_CODE } from './site.ts';

export const DEMO_PASSWORD = 'Passw0rd1';
const DAY = 86_400_000;

/** A member record as the sandbox stores it. */
export interface Member {
  id: number;
  userName: string;
  passwordHash: string;
  type: number;
  merchantCode: string;
  nickname: string;
  regDate: string;
  toUpline: boolean;
  vipLevel: number;
  mobileNum?: string;
  countryDialingCode: string;
  email?: string;
  firstTimeLogin: boolean;
  /** The platform wants the password changed (login's value.passwordExpired). */
  passwordExpired?: boolean;
  balance: number;
  headIcon: string;
  favourites: number[];
  recent: number[];
  readMessages: number[];
  affiliateCode?: string;
  upline?: string;
}

type Seed = Omit<Member, 'passwordHash' | 'regDate'> & { joinedDaysAgo: number };

export const ACCOUNT_SEEDS: readonly Seed[] = [
  {
    id: 1,
    userName: 'player01',
    type: 0,
    merchantCode: MERCHANT_CODE,
    nickname: 'Player One',
    toUpline: true,
    vipLevel: 3,
    mobileNum: '9171234567',
    countryDialingCode: '63',
    email: 'player01@example.com',
    firstTimeLogin: false,
    balance: 1523.75,
    headIcon: '3',
    favourites: [1001, 1031],
    recent: [1061, 1001],
    readMessages: [],
    upline: 'agent01',
    joinedDaysAgo: 30,
  },
  {
    id: 2,
    userName: 'agent01',
    type: 1,
    merchantCode: MERCHANT_CODE,
    nickname: 'Agent One',
    toUpline: false,
    vipLevel: 5,
    mobileNum: '9179876543',
    countryDialingCode: '63',
    email: 'agent01@example.com',
    firstTimeLogin: false,
    balance: 48210.5,
    headIcon: '1',
    favourites: [],
    recent: [],
    readMessages: [],
    affiliateCode: 'AG0001',
    joinedDaysAgo: 400,
  },
  {
    id: 3,
    userName: 'agent41',
    type: 41,
    merchantCode: MERCHANT_CODE,
    nickname: 'Agent FortyOne',
    toUpline: false,
    vipLevel: 2,
    mobileNum: '9175550041',
    countryDialingCode: '63',
    email: 'agent41@example.com',
    firstTimeLogin: false,
    balance: 9100,
    headIcon: '2',
    favourites: [],
    recent: [],
    readMessages: [],
    affiliateCode: 'AG0041',
    joinedDaysAgo: 120,
  },
  {
    id: 4,
    userName: 'player02',
    type: 0,
    merchantCode: MERCHANT_CODE,
    nickname: 'Player Two',
    toUpline: false,
    vipLevel: 0,
    countryDialingCode: '63',
    firstTimeLogin: false,
    passwordExpired: true,
    balance: 200,
    headIcon: '4',
    favourites: [],
    recent: [],
    readMessages: [],
    joinedDaysAgo: 400,
  },
];

/** A member opened now (registered, opened by an agent, or started for free play): `fields` over the defaults of a
 * fresh account (no balance, nothing played, first login ahead). */
export function newMember(fields: Pick<Member, 'id' | 'userName' | 'passwordHash' | 'type' | 'merchantCode'> & Partial<Member>): Member {
  return {
    nickname: fields.userName,
    regDate: new Date().toISOString(),
    toUpline: false,
    vipLevel: 0,
    countryDialingCode: '63',
    firstTimeLogin: true,
    balance: 0,
    headIcon: '1',
    favourites: [],
    recent: [],
    readMessages: [],
    ...fields,
  };
}

/** Registration date of a seed, in whole days before `now`. */
export const regDateOf = (seed: Seed, now: number): string => new Date(now - seed.joinedDaysAgo * DAY).toISOString();

/** Member ids handed out to new registrations start here. */
export const FIRST_NEW_MEMBER_ID = 100;

/** Pending contracts of agent01 (daily salary, dividend, hourly). */
export const PENDING_CONTRACTS: Record<string, { dailysalreqtype: number; divtypereq: number; contracthoursalreq: number }> = {
  agent01: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1 },
};
