// The happy-path input, role and check of every endpoint the sandbox implements (the others answer
// function.not.available): shared by the endpoint walk (endpoints.test.ts) and the roles walk (answers.test.ts).
import * as assert from 'uvu/assert';
import type { EndpointName } from '../../engine/api/types.gen.ts';
import type { platformOnlyHandlers } from '../../sandbox/routes/platform-only.ts';
import { type Harness, control } from './helpers.ts';
import { flattenWhitelabel } from '../../engine/api/site-status.ts';

/** Who makes a call. */
export type Who = 'visitor' | 'player01' | 'agent01';
/** A call's happy path: who, its input (made fresh per call when a function), and what its value must hold. */
export interface Fixture {
  who?: Who;
  input?: Record<string, unknown> | ((h: Harness) => Promise<Record<string, unknown>>);
  check?: (value: any) => void;
}

const sms = async (h: Harness, mobileNum: string) => {
  await h.call('smsNoLogin', { mobileNum });
  return (await control(h, `sms?mobileNum=${mobileNum}`)).code as string;
};
const captcha = async (h: Harness) => {
  await h.call('captcha');
  return (await control(h, 'captcha')).answer as string;
};

/** Every endpoint the sandbox implements (the others answer function.not.available, checked below). */
export const FIXTURES: Record<Exclude<EndpointName, keyof typeof platformOnlyHandlers>, Fixture> = {
  siteConfig: { check: (v) => assert.is(v.currency.symbol, '₱') },
  location: { check: (v) => assert.is(v.restricted, false) },
  systemStatus: { check: (v) => assert.is(v.maintenance, false) },
  mobileTemplate: { check: (v) => assert.ok(['0', '1'].includes(v.mem_cen)) },
  domainRoute: { input: { type: 3 }, check: (v) => assert.ok(v.length > 0) },
  customerService: { check: (v) => assert.ok(v.length > 0) },
  downloadLinks: { check: (v) => assert.ok(v.some((l: any) => l.resourceType === 'Android')) },
  systemCountry: { check: (v) => assert.ok(v.some((c: any) => c.countryDialingCode === '63')) },
  helpCenter: { input: { lang: 'TY', device: 'MOBILE' }, check: (v) => assert.ok(v.length >= 3) },
  whitelabel: { check: (v) => assert.is(flattenWhitelabel(v).MAILCEN, true) },
  captcha: { check: (v) => assert.ok(Buffer.from(v, 'base64').subarray(1, 4).toString() === 'PNG', 'a base64 PNG, no data: prefix') },
  login: { input: { type: 'username', username: 'player01', password: 'Passw0rd1' }, check: (v) => assert.type(v.token, 'string') },
  loginFreeplay: {
    check: (v) => {
      assert.is(v.trial, 1);
      assert.is(v.firstTimeLogin, undefined);
    },
  },
  trialAccount: { check: (v) => assert.is(v.enabled, true) },
  logout: { who: 'player01' },
  renew: { who: 'player01' },
  smsNoLogin: { input: { mobileNum: '9170000001' }, check: (v) => assert.is(v.expiredMinutes, 5) },
  verifyCode: { input: async (h) => ({ mobileNum: '9170000002', verificationCode: await sms(h, '9170000002') }) },
  registerSmsUsername: { input: { mobileNo: '9170000004', countryDialingCode: '63' }, check: (v) => assert.is(v.expiredMinutes, 5) },
  registerSmsMobile: { input: { mobileNo: '9170000005', countryDialingCode: '63' }, check: (v) => assert.is(v.expiredMinutes, 5) },
  registerValidation: {
    check: (v) =>
      assert.equal([v.username.minLength, v.username.maxLength, v.captcha.required, 'loginUsername' in v], [6, 16, true, false]),
  },
  register: {
    input: async (h) => ({
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 0,
      registerMethod: 'H5',
      captcha: await captcha(h),
      mobileNum: '9170000003',
      verificationCode: await sms(h, '9170000003'),
      affiliateCode: 'AG0001',
      login: true,
    }),
    check: (v) => assert.is(v.firstTimeLogin, true),
  },
  registerMobile: {
    input: async (h) => ({
      username: '9170000006',
      mobileNum: '9170000006',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 0,
      login: true,
      captcha: await captcha(h),
      verificationCode: await sms(h, '9170000006'),
    }),
    check: (v) => assert.is(v.firstTimeLogin, true),
  },
  affiliateCheck: { input: { code: 'AG0001', domain: 'localhost' } },
  changePassword: { who: 'player01', input: { oldPassword: 'Passw0rd1', newPassword: 'Passw0rd2', confirmNewPassword: 'Passw0rd2' } },
  forgotByEmail: { input: { username: 'player01', email: 'player01@example.com' } },
  setPasswordByPhone: {
    input: async (h) => {
      await h.call('smsNoLogin', { mobileNum: '9179876543' });
      return { mobileNum: '9179876543', newPassword: 'Agent1234', verificationCode: (await control(h, 'sms?mobileNum=9179876543')).code };
    },
  },
  memberInfo: {
    who: 'player01',
    check: (v) => {
      assert.equal([v.account, v.type, v.nickname], ['player01', 0, 'Player One']);
      assert.is(v.toUpline, true);
    },
  },
  wallet: { who: 'player01', check: (v) => assert.is(v, 1523.75) },
  merchantWallet: { who: 'player01', check: (v) => assert.is(v.isSingle, true) },
  headIcon: { who: 'player01' },
  setHeadIcon: { who: 'player01', input: { iconId: '7' } },
  unreadCount: { who: 'player01', check: (v) => assert.is(v, 14) },
  messageList: {
    who: 'player01',
    input: { pageNum: 2, pageSize: 10 },
    check: (v) => {
      assert.is(v.totalPages, 2);
      assert.is(v.list.length, 4);
    },
  },
  miniNotice: {},
  feedback: { input: { type: 'SUGGESTION', content: 'Please add more fishing games.' } },
  clubBenefit: { who: 'player01', check: (v) => assert.is(v.currentLevel, 3) },
  availablePromotions: { who: 'player01', check: (v) => assert.ok(v.unclaimed > 0) },
  notices: {
    input: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'DEMO' },
    check: (v) => {
      assert.is(v.banners.length, 3);
      assert.ok(v.popup.every((p: any) => p.execution === 'B'));
    },
  },
  promotionCategories: {},
  gameList: {
    input: { gameType: 'RNG', pageNo: 1, pageSize: 26, platform: 'html5', clientType: 2 },
    check: (v) => {
      assert.is(v.games.length, 26);
      assert.is(v.totalPages, 5);
    },
  },
  hotGames: { input: { isPlatform: 2, language: 'EN', platform: 'html5', gameType: 'HOT' }, check: (v) => assert.ok(v.list.length > 10) },
  favourites: { who: 'player01', input: { pageNo: 1, pageSize: 26 }, check: (v) => assert.is(v.content.length, 2) },
  addFavourite: { who: 'player01', input: { nodeId: 1002, vendor: 'JL' } },
  removeFavourite: { who: 'player01', input: { nodeId: 1001, vendor: 'JL' } },
  recentGames: { who: 'player01', input: { page: 1, pageSize: 25, clientType: 2 }, check: (v) => assert.is(v.list[0].nodeId, 1061) },
  addRecentGame: { who: 'player01', input: { nodeId: 1003 } },
  gameTypes: {
    input: { typeId: 1, merchant_code: 'DEMO' },
    check: (v) => {
      assert.is(Object.keys(v.content)[0], 'SPORTS');
      assert.ok('JL' in v.content.RNG, 'each game type maps its vendors');
    },
  },
  allVassalage: { check: (v) => assert.is(v.length, 12) },
  gameVendors: { check: (v) => assert.ok(v.data.lanes.find((l: any) => l.title === 'RNG').cards.length >= 4) },
  launchGame: {
    who: 'player01',
    input: { nodeId: 1001, vendor: 'JL', launchMode: 'GLS' },
    check: (v) => assert.is(v.content.game_url, '/sandbox-assets/game/1001.html'),
  },
  winnerBoard: {
    input: { gameCategory: 'ALL', language: 'EN', limitNum: 20 },
    check: (v) => {
      assert.is(v.list.length, 20);
      assert.ok(v.list.every((w: any, i: number) => i === 0 || v.list[i - 1].vo.winAmount >= w.vo.winAmount));
    },
  },
  lotteryList: {
    input: { prizeMode: 'Elott' },
    check: (v) => {
      const menus = Object.values(v) as any[];
      assert.ok(menus.length > 0 && menus.every((l) => l.prizeMode === 'ELOTT' && typeof l.gameGroupCode === 'string'));
    },
  },
  lotteryCenter: { check: (v) => assert.equal(v.elottVendors, ['TCG_SEA']) },
  popularLotteries: {},
  recentVnLottery: {},
  vnNumero: {},
  teamKpi: {
    who: 'agent01',
    input: { startDate: '2025-01-01', endDate: '2025-01-31', size: 0 },
    check: (v) => assert.is(v.footer.teamOnlineCount, 9),
  },
  consolidated: {
    who: 'agent01',
    check: (v) => assert.equal([v.dailysalreqtype, v.divtypereq, v.contracthoursalreq, v.realtimesalreqtype], [1, 1, 1, 0]),
  },
  favouriteIds: { who: 'player01', check: (v) => assert.equal(v, [1001, 1031]) },
  depositChannels: { who: 'player01' },
  deposit: { who: 'player01', input: { channelId: 'gcash', amount: 500 }, check: (v) => assert.is(v.status, 'SUCCESS') },
  withdraw: { who: 'player01', input: { amount: 100, bankAccountId: 'ba-1' }, check: (v) => assert.is(v.sumBalance, 1423.75) },
  bankAccounts: { who: 'player01', check: (v) => assert.is(v.length, 2) },
  records: { who: 'player01', input: { types: 'DEPOSIT,WITHDRAW', pageNum: 1, pageSize: 10 }, check: (v) => assert.ok(v.list.length > 0) },
  transferUpline: { who: 'player01', input: { amount: 10 } },
  orders: { who: 'player01', input: { pageNum: 1, pageSize: 10 }, check: (v) => assert.is(v.totalPages, 2) },
  orderDetail: { who: 'player01', input: { orderNo: 'LOPLAYER010001' }, check: (v) => assert.is(v.subOrders.length, 3) },
  cancelSuborders: { who: 'player01', input: { orderNo: 'LOPLAYER010001', subOrderNos: ['LOPLAYER010001-1'] } },
  teamMembers: { who: 'agent01', input: { pageNum: 1, pageSize: 10 }, check: (v) => assert.is(v.totalPages, 3) },
  betRecords: { who: 'player01', input: { scope: 'self', pageNum: 1, pageSize: 20 }, check: (v) => assert.is(v.totalPages, 4) },
  profitLoss: { who: 'player01', input: { scope: 'self' }, check: (v) => assert.ok(v.list.length > 0) },
  rebates: { who: 'player01', input: { scope: 'self' }, check: (v) => assert.ok(v.summary.claimable > 0) },
  claimRebate: { who: 'player01', check: (v) => assert.ok(v.amount > 0) },
  leaderboard: { input: { period: 'WEEK' }, check: (v) => assert.is(v.list[0].rank, 1) },
  redRain: { who: 'agent01', check: (v) => assert.is(v.list[2].status, 'LIVE') },
  dividends: { who: 'agent01', check: (v) => assert.is(v.list[0].status, 'PENDING') },
  contractTerms: { who: 'agent01', input: { kind: 'salary' }, check: (v) => assert.is(v.status, 'PENDING') },
  acceptContract: { who: 'agent01', input: { kind: 'salary' } },
  agentRegister: { who: 'agent01', input: { username: 'downline01', password: 'Secret123' } },
  applyPromotion: {
    who: 'player01',
    input: { promotionId: 102, comment: 'Please', images: [{ name: 'slip.png', type: 'image/png', size: 1200 }] },
  },
  claimPromotion: { who: 'player01', input: { promotionId: 101 } },
};
