// An agent's pending contract requests as the platform's client reads them (PLATFORM-API.md §5): GET
// /wps/member/info/funds/consolidated gives value.dailysalreqtype, divtypereq, contracthoursalreq and
// realtimesalreqtype, a positive number meaning a request awaits the agent (divtypecompperiodreq is the spec's name
// of the dividend's flag, read when divtypereq is missing).
import { isRecord, numberOf } from './read.ts';

/** The request flags of the consolidated answer. */
export type ContractFlag = 'dailysalreqtype' | 'divtypereq' | 'contracthoursalreq' | 'realtimesalreqtype';

/** Whether the answer's `flag` says a request awaits (a positive number); false for anything else. */
export function contractPending(value: unknown, flag: ContractFlag): boolean {
  if (!isRecord(value)) return false;
  const raw = value[flag] ?? (flag === 'divtypereq' ? value.divtypecompperiodreq : undefined);
  const n = numberOf(raw);
  return n !== undefined && n > 0;
}
