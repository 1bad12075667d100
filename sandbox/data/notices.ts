// Announcements, promotions (with hostile HTML on purpose), banners per language, popup items and hot matches.
import type { Announcement, Banner, HotMatch, PopupItem, Promotion } from '../../engine/api/types.gen.ts';

const DAY = 86_400_000;
const iso = (offsetDays: number): string => new Date(Date.now() + offsetDays * DAY).toISOString();
const promoImages = (id: number) => [1, 2].map((sequence) => ({ sequence, url: `/sandbox-assets/promos/${id}-${sequence}.png` }));

export const BANNER_LANGUAGES = ['EN', 'TY', 'CN', 'VI', 'TH'] as const;

/** Home banners: three per language, groupName m_home_{LANG}; two activity banners per language. */
export const BANNERS: readonly Banner[] = BANNER_LANGUAGES.flatMap((lang) => [
  ...[1, 2, 3].map((n) => ({ groupName: `m_home_${lang}`, url: `/sandbox-assets/banners/home_${lang}_${n}.png`, link: '/m/activity' })),
  ...[1, 2].map((n) => ({ groupName: `m_activity_${lang}`, url: `/sandbox-assets/banners/activity_${lang}_${n}.png` })),
]);

export const PLAYER_NOTICES: readonly Announcement[] = [
  {
    id: 1,
    title: 'Scheduled maintenance on Sunday 02:00-04:00',
    content: '<p>Some vendors will be unavailable.</p>',
    startDate: iso(-2),
    endDate: iso(5),
    noExpiry: 0,
    announcementImages: [],
  },
  {
    id: 2,
    title: 'New e-wallet deposit channel available',
    content: '<p>Deposit instantly with <b>GCash</b> and <b>Maya</b>.</p>',
    startDate: iso(-10),
    endDate: null,
    noExpiry: 1,
    announcementImages: [],
  },
  {
    id: 3,
    title: 'Beware of phishing sites',
    content: '<p>Only use our official domains.</p><img src=x onerror=alert(1)>',
    startDate: iso(-30),
    endDate: null,
    noExpiry: 1,
    announcementImages: [],
  },
];

export const AGENT_NOTICES: readonly Announcement[] = [
  {
    id: 51,
    title: 'Agent commission settlement schedule',
    content: '<p>Commissions settle every Monday.</p>',
    startDate: iso(-3),
    endDate: null,
    noExpiry: 1,
    announcementImages: [],
  },
  {
    id: 52,
    title: 'New dividend contract terms',
    content: '<p>Review the updated dividend tiers.</p>',
    startDate: iso(-1),
    endDate: iso(30),
    noExpiry: 0,
    announcementImages: [],
  },
];

export const PROMOTION_CATEGORIES = [
  { id: 1, name: 'Welcome' },
  { id: 2, name: 'Slots' },
  { id: 3, name: 'Live Casino' },
  { id: 4, name: 'Sports' },
  { id: 5, name: 'VIP' },
] as const;

export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 101,
    title: '100% First Deposit Bonus',
    content: '<h3>Welcome!</h3><p>Double your first deposit up to ₱5,000.</p><ul><li>Min deposit ₱100</li><li>20x turnover</li></ul>',
    startDate: iso(-20),
    endDate: iso(40),
    noExpiry: 0,
    promoAnnouncementCategoryIds: [1],
    announcementImages: promoImages(101),
  },
  {
    id: 102,
    title: 'Daily Slots Rebate 1.2%',
    content: '<p>Unlimited rebate on every slot spin.</p>',
    startDate: iso(-60),
    endDate: null,
    noExpiry: 1,
    promoAnnouncementCategoryIds: [2],
    announcementImages: promoImages(102),
  },
  {
    id: 103,
    title: 'Live Casino Winning Streak',
    content: '<p>Win 8 hands in a row.</p><script>alert("xss")</script><img src=x onerror=alert(1)>',
    startDate: iso(-5),
    endDate: iso(25),
    noExpiry: 0,
    promoAnnouncementCategoryIds: [3],
    announcementImages: promoImages(103),
  },
  {
    id: 104,
    title: 'Sports Parlay Insurance',
    content: '<p>Lose one leg, get your stake back.</p><a href="javascript:alert(1)">Terms</a>',
    startDate: iso(-15),
    endDate: iso(15),
    noExpiry: 0,
    promoAnnouncementCategoryIds: [4],
    announcementImages: promoImages(104),
  },
  {
    id: 105,
    title: 'VIP Birthday Gift',
    content: '<p>VIP 3 and above receive a birthday bonus.</p><iframe src="https://example.com"></iframe>',
    startDate: iso(-100),
    endDate: iso(265),
    noExpiry: 0,
    promoAnnouncementCategoryIds: [5, 1],
    announcementImages: promoImages(105),
  },
  {
    id: 106,
    title: 'Refer a Friend ₱222',
    content: '<p>Invite friends and earn ₱222 each.</p><div onclick="steal()">Click</div>',
    startDate: iso(-7),
    endDate: iso(60),
    noExpiry: 0,
    promoAnnouncementCategoryIds: [1, 2],
    announcementImages: promoImages(106),
  },
];

export const POPUP_ITEMS: readonly PopupItem[] = [
  {
    id: 201,
    title: 'Welcome back!',
    content: "<p>Claim today's login reward in the reward center.</p>",
    promotionType: 'REWARD',
    execution: 'A',
  },
  {
    id: 202,
    title: 'Join now and get ₱58',
    content: '<p>Register and download the app for ₱58.</p>',
    promotionType: 'REGISTER',
    execution: 'B',
  },
  { id: 203, title: 'First login gift', content: '<p>Your first-login gift is waiting.</p>', promotionType: 'FIRST_LOGIN', execution: 'F' },
  { id: 204, title: 'Weekend slots tournament', content: '<p>Top 100 share ₱1,000,000.</p>', promotionType: 'TOURNAMENT', execution: 'A' },
];

const TEAMS: ReadonlyArray<[string, string, string]> = [
  ['Premier League', 'Arsenal', 'Chelsea'],
  ['PBA', 'Ginebra', 'San Miguel'],
  ['NBA', 'Lakers', 'Celtics'],
  ['La Liga', 'Barcelona', 'Real Madrid'],
  ['MPL PH', 'Blacklist', 'Echo'],
];

export const teamIcon = (team: string): string => `/sandbox-assets/teams/${encodeURIComponent(team)}.png`;

export const HOT_MATCHES: readonly HotMatch[] = TEAMS.map(([league, homeTeam, awayTeam], i) => ({
  matchTime: new Date(Date.now() + (i + 1) * 3 * 3_600_000).toISOString(),
  league,
  homeTeam,
  awayTeam,
  homeTeamImageUrl: teamIcon(homeTeam),
  awayTeamImageUrl: teamIcon(awayTeam),
  vendor: i === 4 ? 'TF' : 'SABA',
  roomId: `match-${i + 1}`,
  nodeId: i === 4 ? 1207 : 1201,
}));
