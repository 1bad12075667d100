// Gates: whether a screen, widget or menu entry is allowed for the current player.
// Pure functions of a GateContext, so they are tested without React or a browser.
import type { Gate, AccessRule } from './schema-types.ts';
import { NON_AGENT_TYPES, TRIAL_MEMBER_TYPE } from './constants.ts';

export type Role = 'visitor' | 'member' | 'trial' | 'agent';

/** Everything a gate may look at. */
export interface GateContext {
  /** The signed-in member's type, or null for a visitor. */
  memberType: number | null;
  flags: Readonly<Record<string, boolean | undefined>>;
  standalone: boolean;
  /** Reads a state path such as member.toUpline. */
  lookup(path: string): unknown;
  /** The platform's white-label agent menu switches, by route. */
  agentMenu?: Readonly<Record<string, boolean | undefined>>;
}

/** The roles a player holds: visitor; or trial; or member, plus agent when the type allows. */
export function rolesOf(memberType: number | null): ReadonlySet<Role> {
  let roles = rolesByType.get(memberType);
  if (!roles) {
    roles = rolesFor(memberType);
    rolesByType.set(memberType, roles);
  }
  return roles;
}

// Kept per member type: every gate a screen renders asks, so a route change made dozens of equal sets.
const rolesByType = new Map<number | null, ReadonlySet<Role>>();

function rolesFor(memberType: number | null): ReadonlySet<Role> {
  if (memberType === null) return new Set(['visitor']);
  if (memberType === TRIAL_MEMBER_TYPE) return new Set(['trial']);
  const roles = new Set<Role>(['member']);
  if (!(NON_AGENT_TYPES as readonly number[]).includes(memberType)) roles.add('agent');
  return roles;
}

/** Whether a flag condition ("NAME" on, "!NAME" off) holds. Unknown flags count as off. */
export function flagHolds(condition: string, flags: GateContext['flags']): boolean {
  return condition.startsWith('!') ? flags[condition.slice(1)] !== true : flags[condition] === true;
}

/** Whether every condition of the gate holds. No gate always passes. */
export function passes(gate: Gate | undefined, ctx: GateContext): boolean {
  if (!gate) return true;
  if (gate.roles) {
    const held = rolesOf(ctx.memberType);
    if (!gate.roles.some((r) => held.has(r))) return false;
  }
  if (gate.memberTypes) {
    const t = ctx.memberType;
    if (t === null) return false;
    if (gate.memberTypes.include && !gate.memberTypes.include.includes(t)) return false;
    if (gate.memberTypes.exclude?.includes(t)) return false;
  }
  if (gate.flags && !gate.flags.every((f) => flagHolds(f, ctx.flags))) return false;
  if (gate.truthy && !gate.truthy.every((p) => Boolean(ctx.lookup(p)))) return false;
  if (gate.standalone !== undefined && gate.standalone !== ctx.standalone) return false;
  if (gate.agentMenu !== undefined && ctx.agentMenu?.[gate.agentMenu] !== true) return false;
  return true;
}

/** Whether a rule applies to an address with these query parameters (a rule without `when` always does). */
function applies(rule: AccessRule, params: Readonly<Record<string, string>>): boolean {
  return !rule.when || Object.entries(rule.when.params).every(([k, v]) => params[k] === v);
}

/** The first access rule (of those that apply to the address's query `params`) the player fails, or null when the screen may open. */
export function refusal(
  rules: readonly AccessRule[] | undefined,
  ctx: GateContext,
  params: Readonly<Record<string, string>> = {},
): AccessRule | null {
  for (const rule of rules ?? []) if (applies(rule, params) && !passes(rule.require, ctx)) return rule;
  return null;
}

/** Reads a dotted path from a plain object. */
export function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Whether a player of this member type (null: a visitor) may see what shows behind these gates as far as who they
 * are goes (roles and member types; flags and state may still hide it). A widget only such gates hide from the
 * current player does not load with its screen (engine/mount/gated-widget.tsx).
 */
export function identityAllows(gates: readonly Gate[], memberType: number | null): boolean {
  const ctx: GateContext = { memberType, flags: {}, standalone: false, lookup: () => undefined };
  return gates.every((g) => passes({ roles: g.roles, memberTypes: g.memberTypes }, ctx));
}
