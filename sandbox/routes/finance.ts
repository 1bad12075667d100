// Deposits, withdrawals, bank accounts, transaction records, upline transfer and lottery orders (/lgw).
import type { HandlerMap } from '../context.ts';
import { memberOf, page } from '../context.ts';
import type { Member } from '../data/accounts.ts';
import { BANK_ACCOUNTS, DEPOSIT_CHANNELS, seedOrders, seedRecords } from '../data/finance.ts';
import { Refusal } from '../http.ts';
import type { State } from '../state.ts';
import { NO_PERMISSION } from './agent.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;
const NON_AGENT = [0, 4, 40];

function move(state: State, member: Member, types: string, amount: number, status: string, remark: string) {
  const list = (state.movements[member.userName] ??= []);
  const id = `${types.slice(0, 2)}${Date.now()}${list.length}`;
  list.unshift({ id, types, amount, status, createTime: new Date().toISOString(), remark, userName: member.userName });
  return id;
}

function debit(member: Member, amount: number) {
  if (amount > member.balance) throw new Refusal('balance.insufficient', 'Insufficient balance');
  member.balance = round2(member.balance - amount);
}

function ordersOf(state: State, userName: string) {
  return seedOrders(userName).map((o) => ({
    ...o,
    subOrders: o.subOrders.map((s) => (state.cancelledSubOrders.includes(s.subOrderNo) ? { ...s, status: 'CANCELLED' as const } : s)),
  }));
}

export const financeHandlers = {
  depositChannels: () => DEPOSIT_CHANNELS,
  deposit: async (ctx) => {
    const member = memberOf(ctx);
    const channel = DEPOSIT_CHANNELS.find((c) => c.id === ctx.input.channelId);
    if (!channel) throw new Refusal('validation.failed', 'channelId: unknown channel', 400);
    if (ctx.input.amount < channel.min || ctx.input.amount > channel.max)
      throw new Refusal('deposit.amount.invalid', `Amount must be between ${channel.min} and ${channel.max}`);
    member.balance = round2(member.balance + ctx.input.amount);
    const orderNo = move(ctx.state, member, 'DEPOSIT', ctx.input.amount, 'SUCCESS', channel.name);
    await ctx.store.save();
    return { orderNo, amount: ctx.input.amount, status: 'SUCCESS', payUrl: `/sandbox-assets/pay/${orderNo}.html` };
  },
  withdraw: async (ctx) => {
    const member = memberOf(ctx);
    const account = BANK_ACCOUNTS[member.userName]?.find((a) => a.id === ctx.input.bankAccountId);
    if (!account) throw new Refusal('validation.failed', 'bankAccountId: unknown account', 400);
    debit(member, ctx.input.amount);
    const orderNo = move(ctx.state, member, 'WITHDRAW', ctx.input.amount, 'PENDING', `${account.bankName} ${account.accountNo}`);
    await ctx.store.save();
    return { orderNo, amount: ctx.input.amount, status: 'PENDING', sumBalance: member.balance };
  },
  bankAccounts: (ctx) => BANK_ACCOUNTS[memberOf(ctx).userName] ?? [],
  records: (ctx) => {
    const member = memberOf(ctx);
    const agent = !NON_AGENT.includes(member.type);
    const types = ctx.input.types?.split(',').filter(Boolean);
    if (types?.includes('A') && !agent) throw new Refusal('permission.denied', NO_PERMISSION);
    const from = ctx.input.startDate ? Date.parse(ctx.input.startDate) : -Infinity;
    const to = ctx.input.endDate ? Date.parse(ctx.input.endDate) + 86_400_000 : Infinity;
    const rows = [
      ...(ctx.state.movements[member.userName] ?? []),
      ...(member.type === 4 ? [] : seedRecords(member.userName, agent)),
    ].filter((r) => (!types || types.includes(r.types)) && Date.parse(r.createTime) >= from && Date.parse(r.createTime) < to);
    const { items, pageNum, totalPages } = page(rows, ctx.input.pageNum, ctx.input.pageSize, 20);
    return { list: items, pageNum, totalPages };
  },
  transferUpline: async (ctx) => {
    const member = memberOf(ctx);
    if (!member.toUpline || member.type === 2) throw new Refusal('permission.denied', NO_PERMISSION);
    debit(member, ctx.input.amount);
    move(ctx.state, member, 'TRANSFER', ctx.input.amount, 'SUCCESS', `To upline ${member.upline ?? ''}`.trim());
    await ctx.store.save();
    return true;
  },
  orders: (ctx) => {
    const orders = ordersOf(ctx.state, memberOf(ctx).userName).filter((o) => !ctx.input.status || o.status === ctx.input.status);
    const { items, pageNum, totalPages } = page(orders, ctx.input.pageNum, ctx.input.pageSize, 10);
    return { list: items.map(({ subOrders: _s, ...o }) => o), pageNum, totalPages };
  },
  orderDetail: (ctx) => {
    const order = ordersOf(ctx.state, memberOf(ctx).userName).find((o) => o.orderNo === ctx.input.orderNo);
    if (!order) throw new Refusal('order.not.found', 'Order not found');
    return order;
  },
  cancelSuborders: async (ctx) => {
    const order = ordersOf(ctx.state, memberOf(ctx).userName).find((o) => o.orderNo === ctx.input.orderNo);
    if (!order) throw new Refusal('order.not.found', 'Order not found');
    for (const no of ctx.input.subOrderNos) {
      if (order.subOrders.find((s) => s.subOrderNo === no)?.status !== 'PENDING')
        throw new Refusal('order.not.cancellable', `Sub-order ${no} cannot be cancelled`);
    }
    ctx.state.cancelledSubOrders.push(...ctx.input.subOrderNos);
    await ctx.store.save();
    return true;
  },
} satisfies Partial<HandlerMap>;
