// Where the preview goes after a role switch: the edited screen's route when the role may open it, else
// where the screen's access rules send that role (as the app would). Judged on role, member type and
// flags, which the studio knows; the platform's agent menu and member state are left to the app.
import { refusal, type GateContext } from '../engine/gates.ts';
import type { AccessRule } from '../engine/schema-types.ts';
import type { Account } from './accounts.ts';

/** The route to show `account`, and the refused route when it had to go elsewhere. */
export function routeForRole(
  text: string,
  route: string,
  account: Account,
  flags: Record<string, boolean>,
): { route: string; refused?: string } {
  let rules: AccessRule[] = [];
  try {
    rules = (JSON.parse(text).access ?? []) as AccessRule[];
  } catch {
    return { route };
  }
  const known = rules.map((r) => ({
    ...r,
    require: { roles: r.require.roles, memberTypes: r.require.memberTypes, flags: r.require.flags },
  }));
  const ctx: GateContext = {
    memberType: account.role === 'visitor' ? null : (account.type ?? null),
    flags,
    standalone: false,
    lookup: () => undefined,
  };
  const rule = refusal(known, ctx);
  return rule ? { route: rule.redirect ?? '/m/home', refused: route } : { route };
}
