// Smaller seeded content: help entries, winners, download and service links, countries, messages, VIP levels.
import type { ClubBenefit, Countries, DownloadLinks, HelpCenter } from '../../engine/api/types.gen.ts';
import { GAMES } from './games.ts';
import { pick, seeded } from './rng.ts';

export const HELP: Record<string, HelpCenter> = {
  EN: [
    { title: 'How do I deposit?', content: '<p>Open <b>Deposit</b>, choose a channel, enter the amount and follow the instructions.</p>' },
    { title: 'How long do withdrawals take?', content: '<p>Most withdrawals arrive within 15 minutes.</p>' },
    { title: 'I forgot my password', content: '<p>Use <i>Forgot password</i> on the login page to reset it by SMS or e-mail.</p>' },
    { title: 'Responsible gaming', content: '<p>Players must be 18 or older. Set limits in the security center.</p>' },
    { title: 'Contact us', content: '<p>Customer service is available 24/7 via live chat.</p><img src=x onerror=alert(1)>' },
  ],
  TY: [
    { title: 'Paano mag-deposit?', content: '<p>Buksan ang <b>Deposit</b>, pumili ng channel at ilagay ang halaga.</p>' },
    { title: 'Gaano katagal ang withdrawal?', content: '<p>Karaniwang dumarating sa loob ng 15 minuto.</p>' },
    { title: 'Nakalimutan ang password', content: '<p>Gamitin ang <i>Forgot password</i> sa login page.</p>' },
  ],
};

const NAMES = ['ju***n', 'ma***a', 'pe***o', 'an***e', 'jo***y', 'ri***o', 'ka***e', 'mi***l', 'ro***a', 'le***n', 'ch***s', 'be***y'];

/** 24 recent winners (the relay sorts by winAmount on request). */
export const WINNERS = (() => {
  const rand = seeded(7);
  const playable = GAMES.filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
  return Array.from({ length: 24 }, (_, i) => {
    const g = pick(rand, playable);
    return {
      iconUrl: g.iconUrl,
      gameName: g.gameName,
      customerName: NAMES[i % NAMES.length] ?? 'pl***r',
      winAmount: Math.round(rand() * 500_000) / 100 + 100,
      nodeId: g.nodeId,
      vassalage: g.vassalage,
    };
  });
})();

export const DOWNLOAD_LINKS: DownloadLinks = [
  { resourceType: 'Android', url: '/sandbox-assets/download/app.apk', labelNameEn: 'Android' },
  { resourceType: 'IOS', url: 'https://apps.example.com/ios/demo', labelNameEn: 'iOS' },
  { resourceType: 'MOBILECONFIG', url: '/sandbox-assets/download/demo.mobileconfig', labelNameEn: 'iOS profile' },
  { resourceType: 'AppDownloadIcon', url: '/sandbox-assets/brand/app-icon.png', labelNameEn: 'App icon' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/demo', labelNameEn: 'Facebook' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/demo', labelNameEn: 'Telegram' },
  { resourceType: 'TELEGRAM2', url: '', labelNameEn: 'Telegram 2' },
];

export const SERVICE_LINKS = [
  { name: 'Live chat', type: 'LIVECHAT', url: 'https://chat.example.com/demo' },
  { name: 'Telegram support', type: 'TELEGRAM', url: 'https://t.me/demo_support' },
] as const;

export const COUNTRIES: Countries = [
  { code: 'PH', name: 'Philippines', countryDialingCode: '63', minMobileLength: 10, maxMobileLength: 10 },
  { code: 'VN', name: 'Vietnam', countryDialingCode: '84', minMobileLength: 9, maxMobileLength: 10 },
  { code: 'TH', name: 'Thailand', countryDialingCode: '66', minMobileLength: 9, maxMobileLength: 9 },
];

export const DOMAINS = [
  { domainName: 'm.demo-play.example', rootDomainName: 'demo-play.example' },
  { domainName: 'm2.demo-play.example', rootDomainName: 'demo-play.example' },
];

/** Inbox messages shown to every member; read state is kept per member. */
export const MESSAGES = Array.from({ length: 14 }, (_, i) => ({
  id: 301 + i,
  title: i === 0 ? 'Welcome to the club' : `Weekly bonus report #${14 - i}`,
  content: i === 0 ? '<p>Thanks for joining!</p>' : `<p>Your bonus for week ${14 - i} has been credited.</p>`,
  createTime: new Date(Date.now() - i * 2 * 86_400_000).toISOString(),
  types: i % 5 === 0 ? 'A' : 'M',
}));

export const CLUB_LEVELS: ClubBenefit['levels'] = [0, 1, 2, 3, 4, 5].map((level) => ({
  level,
  name: `VIP ${level}`,
  depositRequired: level * level * 10_000,
  birthdayBonus: level * 188,
  rebateRate: 0.4 + level * 0.1,
  withdrawLimit: 50_000 + level * 50_000,
}));

export const MINI_NOTICE = 'Welcome! Deposit now and enjoy a 100% first deposit bonus.';
