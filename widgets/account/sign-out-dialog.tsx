// Sign-out shared by the settings button and the header menu: the confirmation (in_popup_prompt,
// in_sure_logout, in_more_cancel, in_increase_submit), 'Please wait...' while the session ends, then what the
// spec lists is cleared and `reload` is loaded afresh.
import { ROUTES } from '../../engine/constants.ts';
import { LOGOUT_LOADING_MS } from '../../engine/page-constants.ts';
import type { EngineServices } from '../../engine/widget-module.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { holdPassword } from '../form/held-password.ts';

/** Ends the session (locally even when the platform cannot be reached) and loads `reload` afresh. */
export async function endSession(engine: Pick<EngineServices, 't' | 'notify' | 'session'>, reload: string = ROUTES.home): Promise<void> {
  engine.notify.show({ text: engine.t('in_please_wait'), kind: 'loading', durationMs: LOGOUT_LOADING_MS });
  await engine.session.endSession();
  holdPassword(null);
  location.replace(reload);
}

/** The "are you sure" dialog; Confirm calls onConfirm (usually endSession after closing). */
export default function SignOutDialog({
  open,
  onClose,
  onConfirm,
  t,
}: {
  open: boolean;
  onClose(): void;
  onConfirm(): void;
  t: (key: string) => string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('in_popup_prompt')}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('in_more_cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('in_increase_submit')}</Button>
        </>
      }
    >
      <p>{t('in_sure_logout')}</p>
    </Dialog>
  );
}
