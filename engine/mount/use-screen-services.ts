// The engine services a screen's widgets receive (EngineServices, use-engine.ts), made from the shell's parts.
import { useMemo } from './react-deps.ts';
import type { ActionServices } from '../actions.ts';
import { passes, type GateContext } from '../gates.ts';
import { formatNumber } from '../i18n.ts';
import { shell } from '../shell-parts.ts';
import { context } from '../api/client.ts';
import type { EngineServices } from './use-engine.ts';
import { sharedServices } from './shared-services.ts';
import { setPopup } from './use-actions.ts';

/** What the services are made of. */
interface Parts extends Pick<EngineServices, 't' | 'run' | 'prepare'> {
  /** The interface language (useLanguage). */
  lang: { code: string; supported: readonly string[] };
  /** The shell's store values (useShellState). */
  state: Pick<EngineServices, 'siteConfig' | 'installMode'>;
  /** The widgets' gate context (useGates). */
  gates: GateContext;
  actions: ActionServices;
  /** The route's query parameters. */
  params: Readonly<Record<string, string>> | undefined;
  /** The site's currency symbol. */
  symbol: string;
}

/** The services, new only when what they are made of changes (the route's params compared by value). */
export function useScreenServices(p: Parts): EngineServices {
  const { t, run, prepare, gates, actions, params, symbol } = p;
  const { code: language, supported: languages } = p.lang;
  const { siteConfig, installMode } = p.state;
  return useMemo(
    () => ({
      t,
      language,
      run,
      allowed: (gate) => passes(gate, gates),
      lookup: gates.lookup,
      params: params ?? {},
      navigate: actions.navigate,
      prepare,
      toast: (text, kind = 'default', durationMs) => {
        shell.toast.show({ text, kind, durationMs });
      },
      popup: { set: setPopup },
      money: (value) => `${symbol}${formatNumber(value, 2, language)}`,
      ...sharedServices,
      siteConfig,
      merchant: context.merchant,
      installMode,
      languages,
    }),
    // Not the open popups: the widgets that show them subscribe themselves (usePopups), so a popup opening does not
    // render the whole page again.
    [t, language, languages, run, prepare, gates, actions, symbol, siteConfig, installMode, params && JSON.stringify(params)],
  );
}
