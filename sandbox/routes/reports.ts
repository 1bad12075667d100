// Report screens' calls: team members, bets, P&L, rebates (and claiming them), leaderboard, red envelope rain,
// dividends, contract terms and acceptance, and agents opening downline accounts.
import type { Ctx, HandlerMap } from '../context.ts';
import { memberOf, page } from '../context.ts';
import { type Member, newMember } from '../data/accounts.ts';
import { MERCHANT_CODE } from '../data/site.ts';
import { CONTRACT_TIERS, seedBets, seedDividends, seedDownlines, seedLeaderboard, seedRebates, seedRedRain } from '../data/reports.ts';
import { Refusal } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import type { State } from '../state.ts';
import { NO_PERMISSION } from './agent.ts';

const NON_AGENT = [0, 4, 40];
const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = <T>(rows: readonly T[], key: keyof T) => round2(rows.reduce((s, r) => s + Number(r[key]), 0));
type Query = { scope?: string; userName?: string; startDate?: string; endDate?: string; pageNum?: number; pageSize?: number };

function agentOf(ctx: Ctx<unknown>): Member {
  const member = memberOf(ctx);
  if (NON_AGENT.includes(member.type)) throw new Refusal('permission.denied', NO_PERMISSION);
  return member;
}

/** Keeps rows whose date field lies within the query's startDate..endDate (whole days, inclusive). */
function inPeriod<T>(rows: readonly T[], q: Query, field: keyof T): T[] {
  const from = q.startDate ? Date.parse(q.startDate) : -Infinity;
  const to = q.endDate ? Date.parse(q.endDate) + 86_400_000 : Infinity;
  return rows.filter((r) => {
    const at = Date.parse(String(r[field]));
    return at >= from && at < to;
  });
}

/** The downlines of an agent: seeded ones plus accounts it opened or that registered with its code. */
function downlines(state: State, agent: Member) {
  const real = Object.values(state.members)
    .filter((m) => m.upline === agent.userName)
    .map((m) => ({
      userName: m.userName,
      type: m.type,
      regDate: m.regDate,
      lastLoginTime: m.regDate,
      balance: round2(m.balance),
      online: false,
    }));
  return [...real.reverse(), ...seedDownlines(agent.userName)];
}

const teamOf = (ctx: Ctx<Query>) =>
  ctx.input.scope === 'team' || ctx.input.scope === 'agent' ? downlines(ctx.state, agentOf(ctx)).map((d) => d.userName) : null;

const reportsOf = (state: State) => (state.reports ??= { accepted: {}, claimedAt: {} });

function rebateRows(ctx: Ctx<Query>) {
  const member = memberOf(ctx);
  const scope = ctx.input.scope ?? 'self';
  const claimedAt = Date.parse(ctx.state.reports?.claimedAt[member.userName] ?? '') || 0;
  const rows = seedRebates(member.userName, scope, teamOf(ctx) ?? []);
  return rows.map((r) => (r.status === 'CLAIMABLE' && Date.parse(r.date) <= claimedAt ? { ...r, status: 'CLAIMED' as const } : r));
}

export const reportHandlers = {
  teamMembers: (ctx) => {
    const all = downlines(ctx.state, agentOf(ctx));
    const name = ctx.input.userName?.toLowerCase();
    const rows = inPeriod(all, ctx.input, 'regDate').filter((d) => !name || d.userName.toLowerCase().includes(name));
    const { items, pageNum, totalPages } = page(rows, ctx.input.pageNum, ctx.input.pageSize, 20);
    return { list: items, pageNum, totalPages, summary: { total: all.length, online: all.filter((d) => d.online).length } };
  },
  betRecords: (ctx) => {
    const rows = inPeriod(seedBets(memberOf(ctx).userName, teamOf(ctx)), ctx.input, 'betTime');
    const { items, pageNum, totalPages } = page(rows, ctx.input.pageNum, ctx.input.pageSize, 20);
    const summary = { betAmount: sum(rows, 'betAmount'), validBet: sum(rows, 'validBet'), winAmount: sum(rows, 'winAmount') };
    return { list: items, pageNum, totalPages, summary: { ...summary, profit: round2(summary.winAmount - summary.betAmount) } };
  },
  profitLoss: (ctx) => {
    const member = memberOf(ctx);
    const team = teamOf(ctx);
    const bets = inPeriod(seedBets(member.userName, team), ctx.input, 'betTime');
    const rebates = inPeriod(seedRebates(member.userName, team ? 'team' : 'self', team ?? []), ctx.input, 'date');
    const keyOf = (r: { userName: string; betTime?: string; date?: string }) =>
      team ? r.userName : String(r.betTime ?? r.date).slice(0, 10);
    const groups = new Map<string, { label: string; bet: number; win: number; rebate: number; profit: number }>();
    const group = (k: string) => groups.get(k) ?? groups.set(k, { label: k, bet: 0, win: 0, rebate: 0, profit: 0 }).get(k)!;
    for (const b of bets) {
      const g = group(keyOf(b));
      g.bet += b.betAmount;
      g.win += b.winAmount;
    }
    for (const r of rebates) group(keyOf(r)).rebate += r.amount;
    const rows = [...groups.values()].map((g) => ({
      label: g.label,
      bet: round2(g.bet),
      win: round2(g.win),
      rebate: round2(g.rebate),
      profit: round2(g.win + g.rebate - g.bet),
    }));
    const { items, pageNum, totalPages } = page(rows, ctx.input.pageNum, ctx.input.pageSize, 20);
    const bet = sum(rows, 'bet'),
      win = sum(rows, 'win'),
      rebate = sum(rows, 'rebate');
    const bonus = team ? 0 : 188;
    const summary = {
      deposit: team ? 258_300 : 12_500,
      withdraw: team ? 121_450.5 : 6_200,
      bet,
      validBet: bet,
      win,
      rebate,
      bonus,
      profit: round2(win + rebate + bonus - bet),
    };
    return { list: items, pageNum, totalPages, summary };
  },
  rebates: (ctx) => {
    const all = rebateRows(ctx);
    const rows = inPeriod(all, ctx.input, 'date');
    const { items, pageNum, totalPages } = page(rows, ctx.input.pageNum, ctx.input.pageSize, 20);
    return {
      list: items,
      pageNum,
      totalPages,
      summary: {
        claimable: sum(
          all.filter((r) => r.status === 'CLAIMABLE'),
          'amount',
        ),
        total: sum(rows, 'amount'),
      },
    };
  },
  claimRebate: async (ctx) => {
    const member = memberOf(ctx);
    const amount = sum(
      rebateRows({ ...ctx, input: { scope: 'self' } }).filter((r) => r.status === 'CLAIMABLE'),
      'amount',
    );
    if (amount <= 0) throw new Refusal('rebate.none', 'No rebate to claim');
    member.balance = round2(member.balance + amount);
    reportsOf(ctx.state).claimedAt[member.userName] = new Date().toISOString();
    (ctx.state.movements[member.userName] ??= []).unshift({
      id: `RE${Date.now()}`,
      types: 'REBATE',
      amount,
      status: 'SUCCESS',
      createTime: new Date().toISOString(),
      remark: 'Manual rebate',
      userName: member.userName,
    });
    await ctx.store.save();
    return { amount, sumBalance: member.balance };
  },
  leaderboard: (ctx) => {
    const rows = seedLeaderboard(ctx.input.period ?? 'DAY');
    return { list: rows, pageNum: 1, totalPages: 1 };
  },
  redRain: (ctx) => {
    agentOf(ctx);
    const { items, pageNum, totalPages } = page(inPeriod(seedRedRain(), ctx.input, 'startTime'), ctx.input.pageNum, ctx.input.pageSize, 10);
    return { list: items, pageNum, totalPages };
  },
  dividends: (ctx) => {
    if (!ctx.state.settings.dividendsEnabled) throw new Refusal('permission.denied', NO_PERMISSION);
    const rows = seedDividends(agentOf(ctx).userName);
    const { items, pageNum, totalPages } = page(rows, ctx.input.pageNum, ctx.input.pageSize, 10);
    const paid = sum(
      rows.filter((r) => r.status === 'PAID'),
      'amount',
    );
    return {
      list: items,
      pageNum,
      totalPages,
      summary: {
        pending: sum(
          rows.filter((r) => r.status === 'PENDING'),
          'amount',
        ),
        paid,
        rate: rows[0]?.rate ?? 0,
      },
    };
  },
  contractTerms: (ctx) => {
    const agent = agentOf(ctx);
    const { kind } = ctx.input;
    const accepted = ctx.state.reports?.accepted[agent.userName]?.includes(kind);
    const pending = agent.userName === 'agent01';
    return { kind, status: accepted ? 'ACCEPTED' : pending ? 'PENDING' : 'NONE', list: CONTRACT_TIERS[kind] };
  },
  acceptContract: async (ctx) => {
    const agent = agentOf(ctx);
    const list = (reportsOf(ctx.state).accepted[agent.userName] ??= []);
    if (!list.includes(ctx.input.kind)) list.push(ctx.input.kind);
    await ctx.store.save();
    return true;
  },
  agentRegister: async (ctx) => {
    const agent = agentOf(ctx);
    const { username, password, confirmPassword, nickname, memberType } = ctx.input;
    if (confirmPassword !== undefined && confirmPassword !== password)
      throw new Refusal('validation.failed', 'confirmPassword: in_confirmation_correct', 400);
    if (Object.values(ctx.state.members).some((m) => m.userName.toLowerCase() === username.toLowerCase())) {
      throw new Refusal('user.exists', 'Sorry, the username already exists.');
    }
    ctx.state.members[username] = newMember({
      id: ctx.state.nextMemberId++,
      userName: username,
      passwordHash: hashPassword(password),
      type: Number(memberType ?? 0),
      merchantCode: MERCHANT_CODE,
      nickname: nickname || username,
      toUpline: true,
      upline: agent.userName,
    });
    await ctx.store.save();
    return true;
  },
} satisfies Partial<HandlerMap>;
