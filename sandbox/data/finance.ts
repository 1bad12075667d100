// Deposit channels, bank accounts and generated transaction rows and lottery orders for the report screens.
import type { BankAccounts, DepositChannels, OrderDetail } from '../../engine/api/types.gen.ts';
import { pick, seeded } from './rng.ts';

export const DEPOSIT_CHANNELS: DepositChannels = [
  { id: 'gcash', name: 'GCash', type: 'EWALLET', min: 100, max: 50_000, iconUrl: '/sandbox-assets/icons/pay/gcash.png' },
  { id: 'maya', name: 'Maya', type: 'EWALLET', min: 100, max: 50_000, iconUrl: '/sandbox-assets/icons/pay/maya.png' },
  { id: 'bank', name: 'Online banking', type: 'BANK', min: 500, max: 200_000, iconUrl: '/sandbox-assets/icons/pay/bank.png' },
  { id: 'qrph', name: 'QR Ph', type: 'QR', min: 100, max: 30_000, iconUrl: '/sandbox-assets/icons/pay/qrph.png' },
  { id: 'usdt', name: 'USDT (TRC20)', type: 'USDT', min: 1_000, max: 1_000_000, iconUrl: '/sandbox-assets/icons/pay/usdt.png' },
];

export const BANK_ACCOUNTS: Record<string, BankAccounts> = {
  player01: [
    { id: 'ba-1', bankName: 'BDO', accountName: 'Player One', accountNo: '****4321' },
    { id: 'ba-2', bankName: 'GCash', accountName: 'Player One', accountNo: '****4567' },
  ],
  agent01: [{ id: 'ba-3', bankName: 'BPI', accountName: 'Agent One', accountNo: '****9001' }],
};

export interface RecordRow {
  id: string;
  types: string;
  amount: number;
  status: string;
  createTime: string;
  remark: string;
  userName: string;
}

const TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'REBATE'];
const STATUSES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'PENDING', 'FAILED'];
const DOWNLINES = ['player01', 'player02', 'player03', 'member88', 'lucky777'];

/** 60 generated history rows for a member; agents also get 30 team rows with types A. */
export function seedRecords(userName: string, agent: boolean): RecordRow[] {
  const rand = seeded(userName.length * 97 + userName.charCodeAt(0));
  const rows: RecordRow[] = Array.from({ length: 60 }, (_, i) => {
    const types = pick(rand, TYPES);
    return {
      id: `${userName}-r${i + 1}`,
      types,
      amount: Math.round(rand() * 500_000) / 100,
      status: pick(rand, STATUSES),
      createTime: new Date(Date.now() - i * 7 * 3_600_000).toISOString(),
      remark: types === 'BET' ? `Bet on node ${1001 + (i % 200)}` : '',
      userName,
    };
  });
  if (agent) {
    for (let i = 0; i < 30; i++) {
      rows.push({
        id: `${userName}-a${i + 1}`,
        types: 'A',
        amount: Math.round(rand() * 100_000) / 100,
        status: 'SUCCESS',
        createTime: new Date(Date.now() - i * 11 * 3_600_000).toISOString(),
        remark: 'Team commission',
        userName: pick(rand, DOWNLINES),
      });
    }
  }
  return rows;
}

/** 12 lottery orders per member, each with three sub-orders. */
export function seedOrders(userName: string): OrderDetail[] {
  const rand = seeded(userName.charCodeAt(1) * 31);
  return Array.from({ length: 12 }, (_, i) => {
    const orderNo = `LO${userName.toUpperCase()}${String(i + 1).padStart(4, '0')}`;
    const subOrders = [1, 2, 3].map((n) => ({
      subOrderNo: `${orderNo}-${n}`,
      content: `${Math.floor(rand() * 100)}`.padStart(2, '0'),
      amount: 10 * n,
      status: i < 3 ? ('PENDING' as const) : pick(rand, ['WON', 'LOST', 'LOST'] as const),
    }));
    return {
      orderNo,
      lotteryCode: i % 2 ? 'VN_MB' : 'SEA_KENO',
      issue: `2025${String(100 + i)}`,
      amount: subOrders.reduce((s, o) => s + o.amount, 0),
      status: i < 3 ? 'PENDING' : 'SETTLED',
      createTime: new Date(Date.now() - i * 86_400_000).toISOString(),
      subOrders,
    };
  });
}
