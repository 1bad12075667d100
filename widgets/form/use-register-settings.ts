// How registration is set up (engine/api/readers/register.ts): the methods and switches from the white-label flags,
// the fields from the platform's rule map (status info.register when site config has it, else the COMM3 rules
// call), through the engine's data hook: loading, ready or failed (no fields counts as failed), with a reload.
import { useData, useEngine, type Data } from '../../engine/widget-module.ts';
import { type RegisterSetup, registerSetupOf } from '../../engine/api/readers/register.ts';

/** The setup's load state; `needed` false loads nothing (the status stays 'loading'). */
export function useRegisterSetup(needed = true): Data<RegisterSetup> {
  const { call, siteConfig } = useEngine();
  return useData(
    async () => {
      const rules = siteConfig?.registerRules ?? (await call('registerValidation'));
      const setup = registerSetupOf(rules, siteConfig?.flags ?? {});
      if (!setup.fields.some((f) => f.enabled)) throw new Error('registration rules without fields');
      return setup;
    },
    [],
    { enabled: needed, serve: true },
  );
}
