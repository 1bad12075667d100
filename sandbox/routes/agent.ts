// Agent team KPI and counters, and the pending daily-salary, dividend and hourly contract requests (consolidated).
import type { HandlerMap } from '../context.ts';
import { memberOf } from '../context.ts';
import type { Member } from '../data/accounts.ts';
import { PENDING_CONTRACTS } from '../data/accounts.ts';
import { EMPTY_TEAM, TEAM } from '../data/agent.ts';
import { Refusal } from '../http.ts';
import type { State } from '../state.ts';

export const NO_PERMISSION = 'Sorry, this account does not have permission or the feature is temporarily unavailable.';
const NON_AGENT = [0, 4, 40];
const CONTRACT_SKIP = [4, 40, 41, 42];

function agentOf(ctx: Parameters<typeof memberOf>[0]): Member {
  const member = memberOf(ctx);
  if (NON_AGENT.includes(member.type)) throw new Refusal('permission.denied', NO_PERMISSION);
  return member;
}

const ACCEPTED_KEY = { salary: 'dailysalreqtype', dividend: 'divtypereq', hourly: 'contracthoursalreq' } as const;
/** The agent's pending contract requests; one accepted through acceptContract (routes/reports.ts) reads 0. */
const contract = (m: Member, state: State) => {
  const pending = CONTRACT_SKIP.includes(m.type) ? undefined : PENDING_CONTRACTS[m.userName];
  const accepted = state.reports?.accepted[m.userName] ?? [];
  return pending && { ...pending, ...Object.fromEntries(accepted.map((k) => [ACCEPTED_KEY[k as keyof typeof ACCEPTED_KEY], 0])) };
};

export const agentHandlers = {
  teamKpi: (ctx) => {
    const agent = agentOf(ctx);
    return { ...(TEAM[agent.userName] ?? EMPTY_TEAM), balance: Math.round(agent.balance * 100) / 100 };
  },
  // As the platform (PLATFORM-API.md §5): the pending requests and the contract types enabled. Every member type but
  // 4, 40, 41 and 42 may have a contract to accept: the others read 0.
  consolidated: (ctx) => {
    const c = contract(memberOf(ctx), ctx.state);
    return {
      dailysalreqtype: c?.dailysalreqtype ?? 0,
      divtypereq: c?.divtypereq ?? 0,
      contracthoursalreq: c?.contracthoursalreq ?? 0,
      realtimesalreqtype: 0,
      dailysalinfotype: 1,
      divtypeinfo: 1,
      contracthoursalinfo: 1,
      contractmrdailysalinfotype: 0,
    };
  },
} satisfies Partial<HandlerMap>;
