// The document-only stand-in's site and game calls, from PLATFORM-API.md §1.2-§1.4 and §5: status (§4 app gating,
// the white-label root node §6.13), games (`value.games[]`), hot games and winners (`value.list`, rows under `vo`,
// §6.6), vendors (`value.data.lanes`), announcements, favourites, launch (`value.content.game_url`; 500 without
// `launchMode`, §6.17) and the /lgw lottery menus as bare JSON (§6.5).
import {
  ANNOUNCEMENTS,
  GAMES,
  HELP,
  LAUNCH_CDN,
  LOTTERY_MENUS,
  VN_LOTTERY_MENUS,
  WINNERS,
  statusValue,
  vendorLanes,
  whitelabelTree,
} from './data.ts';
import { type Ctx, type Route, badParam, bare, ok, refuse } from './envelope.ts';

const status = (c: Ctx) => ok(statusValue({ ...c.state.options, flags: c.state.flags() }));

function gameList(c: Ctx) {
  const type = c.query.get('gameType');
  const size = Math.max(1, Number(c.query.get('pageSize')) || 12);
  const page = Math.max(1, Number(c.query.get('pageNo')) || 1);
  const all = GAMES.filter((g) => !type || g.gameType === type);
  return ok({ games: all.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(all.length / size)) });
}

/** The favourite ids of the session's member. */
const favs = (c: Ctx) => {
  const id = c.account!.id;
  if (!c.state.favourites.has(id)) c.state.favourites.set(id, new Set());
  return c.state.favourites.get(id)!;
};

/** §5 favourites row: add (POST body) and remove (DELETE, parameters in the query as LG does) carry `nodeId, vendor, gameType`. */
function toggleFavourite(c: Ctx, add: boolean) {
  const nodeId = add ? c.body.nodeId : c.query.get('nodeId');
  if (nodeId === undefined || nodeId === null || nodeId === '') return badParam('nodeId');
  if (add) favs(c).add(String(nodeId));
  else favs(c).delete(String(nodeId));
  return ok(null);
}

function launch(c: Ctx) {
  if (!c.query.get('launchMode')) return refuse(500, '#727', '#727 system busy');
  return ok({ content: { game_url: `${LAUNCH_CDN}/play?game=${encodeURIComponent(c.query.get('gameCode') ?? '')}` } });
}

/** Rows of the table whose answer the document does not describe: the envelope with `value: null`, which claims nothing. */
const undescribed = (method: Route['method'], path: string, modID: string | undefined, token: Route['token']): Route => ({
  method,
  path,
  ...(modID ? { modIDs: [modID] } : {}),
  token,
  answer: () => ok(null),
});

/** The site and game rows. */
export const contentRoutes: Route[] = [
  { method: 'GET', path: '/wps/system/status', modIDs: ['COMM3'], token: 'optional', answer: status },
  {
    method: 'GET',
    path: '/wps/system/whitelabel',
    modIDs: ['COMM3'],
    token: 'optional',
    answer: (c) => ok(whitelabelTree(c.state.flags())),
  },
  { method: 'GET', path: '/wps/system/helpCenter', modIDs: ['COMM3'], token: 'optional', answer: () => ok(HELP) },
  // §5/§7: "answers 400 request_param_err on domains it does not recognise"; the stand-in recognises none.
  {
    method: 'GET',
    path: '/wps/system/domainRoute',
    modIDs: ['COMM3'],
    token: 'optional',
    answer: () => refuse(400, 'request_param_err', 'Unknown domain'),
  },
  { method: 'GET', path: '/wps/relay/GCSGAME_gameList', modIDs: ['GAMELO3'], token: 'optional', answer: gameList },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    modIDs: ['GAMELOHOT3'],
    token: 'optional',
    answer: () => ok({ list: GAMES.slice(0, 2) }),
  },
  { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', token: 'optional', answer: () => ok(vendorLanes()) },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    modIDs: ['COMM3'],
    token: 'required',
    answer: () => ok({ content: { RNG: { DOCSLOT: [] }, FISH: { DOCFISH: [] }, LIVE: { DOCLIVE: [] } } }),
  },
  { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', modIDs: ['COMM3'], token: 'optional', answer: () => ok(ANNOUNCEMENTS) },
  { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', modIDs: ['COMM3'], token: 'optional', answer: () => ok(WINNERS) },
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modIDs: ['GAMELOFAV3'], token: 'required', answer: (c) => ok([...favs(c)]) },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    modIDs: ['GAMELOFAV3'],
    token: 'required',
    answer: (c) => ok({ content: GAMES.filter((g) => favs(c).has(String(g.nodeId))), pageNum: 1, totalPages: 1 }),
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    modIDs: ['GAMELOFAV3'],
    token: 'required',
    answer: (c) => toggleFavourite(c, true),
  },
  {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    modIDs: ['GAMELOFAV3'],
    token: 'required',
    answer: (c) => toggleFavourite(c, false),
  },
  // §5: "value (list; shape not visible)".
  { method: 'GET', path: '/wps/relay/GCS_recentGame', modIDs: ['GAMELOREC3'], token: 'required', answer: () => ok([]) },
  { method: 'GET', path: '/wps/game/launchGame', modIDs: ['GAMELO3'], token: 'required', answer: launch },
  { method: 'GET', path: '/lgw/games/game_menus', modIDs: ['COMM3'], token: 'optional', answer: () => bare(LOTTERY_MENUS) },
  { method: 'GET', path: '/lgw/vn/games/game_menu', modIDs: ['COMM3'], token: 'optional', answer: () => bare(VN_LOTTERY_MENUS) },
  { method: 'GET', path: '/lgw/vn/games/game_menu/recent', modIDs: ['COMM3'], token: 'required', answer: () => bare({}) },
  { method: 'GET', path: '/lgw/vn/numeros/opened/game', modIDs: ['AGEANNOUNCE3'], token: 'optional', answer: () => bare({}) },
  { method: 'GET', path: '/lotto/lgw/games/opened/numero', modIDs: ['COMM3'], token: 'required', answer: () => bare({}) },
  undescribed('GET', '/wps/system/country', undefined, 'optional'),
  undescribed('GET', '/wps/member/info/icon', 'PROFPIC3', 'required'),
  undescribed('GET', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', 'required'),
  undescribed('GET', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', 'required'),
  undescribed('POST', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', 'required'),
  undescribed('GET', '/wps/relay/MCSFE_getMissionLeaderboard', undefined, 'required'),
  undescribed('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', undefined, 'required'),
];
