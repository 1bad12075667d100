// Agent KPIs and team counters shown on the agent home.
import type { TeamKpi } from '../../engine/api/types.gen.ts';

export const TEAM: Record<string, Omit<TeamKpi, 'balance'>> = {
  agent01: {
    footer: { teamLoginMemberCount: 37, teamBetMemberCount: 21, teamRegisterMemberCount: 5, teamOnlineCount: 9 },
    kpi: { totalDeposit: 258_300, totalWithdraw: 121_450.5, totalBet: 1_930_220, totalProfit: 84_110.25, newMembers: 5 },
  },
  agent41: {
    footer: { teamLoginMemberCount: 4, teamBetMemberCount: 2, teamRegisterMemberCount: 1, teamOnlineCount: 1 },
    kpi: { totalDeposit: 12_000, totalWithdraw: 3_500, totalBet: 88_000, totalProfit: 4_200, newMembers: 1 },
  },
};

export const EMPTY_TEAM: Omit<TeamKpi, 'balance'> = {
  footer: { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 },
  kpi: { totalDeposit: 0, totalWithdraw: 0, totalBet: 0, totalProfit: 0, newMembers: 0 },
};
