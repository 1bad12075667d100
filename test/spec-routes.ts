// The spec's route lists (SPEC section 2), for tests: the route table, member menu and agent routes,
// and the layout rules that name routes.

export const SPEC_ROUTES = [
  '/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/login', '/m/register', '/register.html', '/m/register.html',
  '/m/forget', '/m/changePsw', '/m/set', '/m/mine', '/m/member/home', '/m/agent', '/m/notice', '/m/moreLottery', '/m/startLottery',
  '/m/lottery', '/m/service', '/m/activity', '/m/activityDetail?id=1', '/m/gameLobby', '/m/gameList?gameType=RNG', '/m/gameCenter',
  '/m/slotsCenter', '/m/launchGame', '/m/useragreement', '/m/help', '/m/helpDetail?i=0', '/m/trail', '/m/maintenance',
  '/m/voucherCenter', '/m/withdraw', '/m/inviteFriends', '/m/webEmail', '/m/message', '/m/feedback', '/m/member/benefits',
  '/m/rewardCenter',
  // member-centre menu
  '/m/securityCenter', '/m/vouReport', '/m/withdrawReport', '/m/transaction/record', '/m/gameRecord', '/m/profitandloss',
  '/m/upLine/transfer', '/m/member/manualRebate', '/m/leaderBoard', '/m/member/rebateReport',
  // agent routes
  '/m/agent/team/overview', '/m/transaction/record?types=A', '/m/member/team', '/m/redRain', '/m/agent/team/pnl', '/m/teamBetting',
  '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/agentRegister', '/m/member/agent/agentDivident',
  '/m/member/notice?types=A', '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

/** The header is hidden on login, register, mine, agent and help. */
export const HEADER_HIDDEN = ['/m/login', '/m/register', '/register.html', '/m/register.html', '/m/mine', '/m/member/home', '/m/agent', '/m/help'];

/** Back from login, register, trial, notice or forget goes to home. */
export const BACK_HOME = ['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget'];

/** The footer menu shows on every page except these. */
export const NO_FOOTER = ['/m/login', '/m/register', '/register.html', '/m/register.html', '/m/trail', '/m/launchGame', '/m/changePsw',
  '/m/notice', '/m/activity', '/m/forget', '/m/service', '/m/moreLottery', '/m/useragreement', '/m/maintenance', '/m/agent'];
