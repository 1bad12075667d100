// The document-only stand-in's data: tiny, obviously fake, in the shapes of PLATFORM-API.md §5's "fields read"
// column and platform-api.json's "reads" (status and its white-label tree §5/§6.13, register rules §6.8, games,
// vendors §6.6, announcements, winners, help). Images and launches point at hosts under `.invalid` (RFC 2606):
// a real platform serves them from its CDNs, which a test has none of.
import { customerServicePath } from './crypto.ts';

/** Where the stand-in's images would be (status `info.imageCDNs`); nothing answers there. */
export const IMAGE_CDN = 'https://cdn.doc-platform.invalid';
/** Where the stand-in's games would launch (status `info.launchGameCDNs`, launch `value.content.game_url`). */
export const LAUNCH_CDN = 'https://play.doc-platform.invalid';

/** A member as the stand-in keeps it; `type` as §5's member-info row and SPEC §6 (0 member, 1/2/41/42 agent, 4 trial). */
export interface DocAccount {
  id: number;
  account: string;
  nickname: string;
  type: number;
  password: string;
  mobile: string;
  balance: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/** A member with the stand-in's one password, not new, password not expired. */
export const member = (id: number, account: string, nickname: string, type: number, mobile: string, balance: number): DocAccount => ({
  ...{ id, account, nickname, type, mobile, balance },
  ...{ password: 'Doc-pass-1', firstTimeLogin: false, passwordExpired: false },
});

/** The accounts a fresh stand-in has. */
export const seedAccounts = (): DocAccount[] => [
  member(9001, 'docplayer', 'Dora Doc', 0, '9170000001', 1234.5),
  member(9002, 'docagent', 'Agent Doc', 1, '9170000002', 50),
];

/** White-label flags (§5 "register feature flags", §6.13; SPEC §2's member menu flags), as a fresh stand-in has them. */
const ON = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'MOBILEVERCODELOGIN3', 'FREEPLAY3', 'CHNGPASSVERIF3', 'DIRECTREG3'];
const OFF = ['REGMOBVERF3', 'PWDEXPFORCECHANGE3', 'AGENTPOLICY3'];
export const DEFAULT_FLAGS: Record<string, boolean> = Object.fromEntries([
  ...[...ON, 'MAILCEN', 'FEEDBACK3'].map((m) => [m, true]),
  ...OFF.map((m) => [m, false]),
]);

const node = (modId: string, on: boolean, childrenNodes: unknown[] = []) => ({ modId, enabled: on ? '1' : '0', childrenNodes });
/** The tree as status sends it: ONE root node (§5 whitelabel row), the flags as its children's children. */
export function whitelabelTree(flags: Record<string, boolean>) {
  const login = [...ON.filter((m) => m !== 'CHNGPASSVERIF3'), 'REGMOBVERF3'];
  const group = (id: string, ids: string[]) =>
    node(
      id,
      true,
      ids.map((m) => node(m, flags[m] === true)),
    );
  return node('DOCROOT', true, [
    group('DOCLOGIN', login),
    group(
      'DOCOTHER',
      Object.keys(flags).filter((m) => !login.includes(m)),
    ),
  ]);
}

/** §5 register settings / status `info.register`: `value[field] = {enabled, required, acceptedPattern, patternId,
 * minLength, maxLength}` (`type` is named too, without its values: left out). `"*"` means anything (§6.8). */
export const REGISTER_RULES = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 20 },
  mobileNum: { enabled: true, required: false, acceptedPattern: '^[0-9]*$', patternId: 6, minLength: 7, maxLength: 15 },
  email: { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 50 },
  captcha: { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 4, maxLength: 6 },
};

/** §5 status row and §4 app gating: `value.{maintenance, regionRestriction, location.ip, info}`. */
export function statusValue(o: { flags: Record<string, boolean>; maintenance: boolean; regionRestriction: boolean }) {
  return {
    maintenance: o.maintenance,
    regionRestriction: o.regionRestriction,
    location: { ip: '203.0.113.7' },
    info: {
      whitelabel: whitelabelTree(o.flags),
      register: REGISTER_RULES,
      imageCDNs: [IMAGE_CDN],
      launchGameCDNs: [LAUNCH_CDN],
      customerService: [{ csType: 'LIVECHAT', path: customerServicePath('https://chat.doc-platform.invalid/room') }],
      resources: [
        { resourceType: 'Android', url: 'https://get.doc-platform.invalid/doc.apk', labelNameEn: 'Android' },
        { resourceType: 'TELEGRAM', url: 'https://t.doc-platform.invalid/doc', labelNameEn: 'Telegram' },
      ],
      mainDomain: 'doc-platform.invalid',
      // §7: domainRoute's shape is unknown; an empty list claims nothing.
      domainRoute: [],
      analytics: { gtagId: '' },
    },
  };
}

/** §5 game list row: `value.games[]` items. */
export const GAMES = [
  { nodeId: 101, gameType: 'RNG', vassalage: 'DOCSLOT', name: 'Doc Slot One' },
  { nodeId: 102, gameType: 'RNG', vassalage: 'DOCSLOT', name: 'Doc Slot Two' },
  { nodeId: 201, gameType: 'FISH', vassalage: 'DOCFISH', name: 'Doc Fish Hunt' },
  { nodeId: 301, gameType: 'LIVE', vassalage: 'DOCLIVE', name: 'Doc Live Table' },
].map((g) => ({
  nodeId: g.nodeId,
  nodeName: g.name,
  gameName: g.name,
  displayName: g.name,
  showIcon: `${IMAGE_CDN}/icons/${g.nodeId}.png`,
  iconUrl: `${IMAGE_CDN}/icons/${g.nodeId}.png`,
  vassalage: g.vassalage,
  gameType: g.gameType,
  gameCode: `DOC${g.nodeId}`,
  isGame: true,
}));

/** §5 vendors row, §6.6: `value.data.lanes[] {title, cards[], gameClassify[]}`. */
export function vendorLanes() {
  const lane = (title: string, vassalage: string, displayName: string) => ({
    title,
    cards: [{ vassalage, displayName, gameType: title, lagerIcon: `${IMAGE_CDN}/vendors/${vassalage}.png`, gameCode: '', isGame: false }],
    gameClassify: [{ key: 'ALL', displayName: 'All', gameCount: GAMES.filter((g) => g.gameType === title).length }],
  });
  return {
    data: { lanes: [lane('RNG', 'DOCSLOT', 'Doc Slots'), lane('FISH', 'DOCFISH', 'Doc Fishing'), lane('LIVE', 'DOCLIVE', 'Doc Live')] },
  };
}

/** §5 announcements row: banners (w_* groups), player notices, popups, promotions. */
export const ANNOUNCEMENTS = {
  banners: [{ groupName: 'w_home', url: `${IMAGE_CDN}/banners/home-1.png`, linkageType: 0 }],
  player: [
    { id: 1, title: 'Doc notice: the stand-in is up', content: 'A notice from the document stand-in.', time: '2024-01-01 00:00:00' },
  ],
  popup: [],
  promotion: [],
};

/** §5 winner board row: `value.list[].vo`. */
export const WINNERS = {
  list: [{ vo: { customerName: 'd***r', winAmount: 88.8, gameName: 'Doc Slot One', nodeId: 101, gameType: 'RNG', vassalage: 'DOCSLOT' } }],
};

/** §5 help center row: a list of `{title, tag}`. */
export const HELP = [{ title: 'About the doc stand-in', tag: 'about' }];

/** §5 lottery lists: bare objects (§6.5). Only `gameGroupCode` and `gameMenus[]` are named; each item gets a code. */
export const LOTTERY_MENUS = { DOC5: { gameGroupCode: 'DOC5' } };
export const VN_LOTTERY_MENUS = { DOCNORTH: { gameMenus: [{ gameCode: 'DOCVN1' }] } };
