// Agent contract prompts on home: checks the pending daily-salary, dividend and hourly-salary contracts once per
// mount (the platform's consolidated answer) and asks about each in turn, with Cancel (next prompt) or Go to the
// contract page.
import { useEffect, useState } from 'react';
import type { ContractPromptsProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine, usePopups } from '../engine/widget-module.ts';
import { Dialog } from './ui/dialog.tsx';
import { Button } from './ui/button.tsx';
import { needsContractCheck, pendingContracts, type ContractKind } from './home/contract-rules.ts';
import { ROUTES } from '../engine/constants.ts';

const DEFAULT_ROUTES: Record<ContractKind, string> = {
  salary: ROUTES.salaryContract,
  dividend: ROUTES.dividendContract,
  hourly: ROUTES.hourContract,
};

const settled = <T,>(p: Promise<T>) =>
  p.then(
    (v) => v,
    () => null,
  );

export default function ContractPrompts({ config }: WidgetProps<ContractPromptsProps>) {
  const engine = useEngine();
  const popups = usePopups();
  const { t, navigate } = engine;
  const [queue, setQueue] = useState<ContractKind[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per visit: signing in happens on the login screen, so a new session always comes with a new visit that mounts this again
  useEffect(() => {
    if (!needsContractCheck(engine.session.state.info?.type)) return;
    let live = true;
    settled(engine.call('consolidated')).then((consolidated) => {
      if (live) setQueue(pendingContracts(consolidated));
    });
    return () => {
      live = false;
    };
  }, []);
  const kind = queue[0];
  if (!kind || (config.waitFor ?? []).some((id) => popups[id] === true)) return null;
  const go = () => {
    setQueue([]);
    navigate(config.routes?.[kind] ?? DEFAULT_ROUTES[kind]);
  };
  const cancel = () => setQueue((q) => q.slice(1));
  return (
    <Dialog
      open
      role="alertdialog"
      closeOnMask={false}
      onClose={cancel}
      title={t('home_contract_title')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('home_cancel')}
          </Button>
          <Button onClick={go}>{t('home_contract_go')}</Button>
        </>
      }
    >
      <p>{t(`home_contract_${kind}`)}</p>
    </Dialog>
  );
}
