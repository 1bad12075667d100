// Pending agent contracts: which members are checked, and which prompts the consolidated answer gives.
import { CONTRACT_CHECK_SKIP_TYPES } from '../../engine/page-constants.ts';
import { contractPending } from '../../engine/api/readers/contracts.ts';

/** The three contract kinds, in prompt order. */
export type ContractKind = 'salary' | 'dividend' | 'hourly';

/** Members of types 4, 40, 41 and 42 skip the check; visitors are never checked. */
export function needsContractCheck(type: number | null | undefined): boolean {
  return typeof type === 'number' && !(CONTRACT_CHECK_SKIP_TYPES as readonly number[]).includes(type);
}

/** The kinds with a pending request in the consolidated answer, in order daily salary, dividend, hourly. */
export function pendingContracts(consolidated: unknown): ContractKind[] {
  const kinds: ContractKind[] = [];
  if (contractPending(consolidated, 'dailysalreqtype')) kinds.push('salary');
  if (contractPending(consolidated, 'divtypereq')) kinds.push('dividend');
  if (contractPending(consolidated, 'contracthoursalreq')) kinds.push('hourly');
  return kinds;
}
