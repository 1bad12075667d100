// What every API handler receives, and the typed handler map the route modules fill in.
import type { ApiInputs, ApiValues, EndpointName } from '../engine/api/types.gen.ts';
import type { Member } from './data/accounts.ts';
import type { State } from './state.ts';
import type { Store } from './store.ts';

export interface Ctx<I = unknown> {
  input: I;
  store: Store;
  state: State;
  /** The signed-in member (null for visitors; always set on auth member/realMember calls). */
  member: Member | null;
  token: string | null;
  language: string;
  device: string;
  /** Base URL of this server, for absolute links (e.g. game launch). */
  origin: string;
}

export type Handler<N extends EndpointName> = (ctx: Ctx<ApiInputs[N]>) => ApiValues[N] | Promise<ApiValues[N]>;

export type HandlerMap = { [N in EndpointName]: Handler<N> };

/** The signed-in member of a ctx whose endpoint requires a session. */
export function memberOf(ctx: Ctx<unknown>): Member {
  if (!ctx.member) throw new Error('handler needs a session but the endpoint allows visitors');
  return ctx.member;
}

/** Clamps paging input and slices a list: pages start at 1. */
export function page<T>(list: readonly T[], pageNum: number | undefined, pageSize: number | undefined, fallbackSize: number) {
  const size = Math.max(1, Math.min(100, pageSize ?? fallbackSize));
  const totalPages = Math.ceil(list.length / size);
  const num = Math.max(1, pageNum ?? 1);
  return { items: list.slice((num - 1) * size, num * size), pageNum: num, totalPages };
}
