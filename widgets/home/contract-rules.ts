// Pending agent contracts: which members are checked, and which prompts a check answer gives.
import { CONTRACT_CHECK_SKIP_TYPES } from '../../engine/page-constants.ts';

/** The three contract kinds, in prompt order. */
export type ContractKind = 'salary' | 'dividend' | 'hourly';

/** The contract-request values of the three calls (missing when a call failed). */
export interface ContractAnswers {
  salary?: { dailysalreqtype?: number } | null;
  dividend?: { divtypecompperiodreq?: number } | null;
  hourly?: { contracthoursalreq?: number } | null;
}

/** Members of types 4, 40, 41 and 42 skip the check; visitors are never checked. */
export function needsContractCheck(type: number | null | undefined): boolean {
  return typeof type === 'number' && !(CONTRACT_CHECK_SKIP_TYPES as readonly number[]).includes(type);
}

const pending = (v: unknown) => typeof v === 'number' && v > 0;

/** The kinds with a pending request (a positive request type), in order daily salary, dividend, hourly. */
export function pendingContracts(a: ContractAnswers): ContractKind[] {
  const kinds: ContractKind[] = [];
  if (pending(a.salary?.dailysalreqtype)) kinds.push('salary');
  if (pending(a.dividend?.divtypecompperiodreq)) kinds.push('dividend');
  if (pending(a.hourly?.contracthoursalreq)) kinds.push('hourly');
  return kinds;
}
