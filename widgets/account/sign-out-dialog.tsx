// Sign-out shared by the settings button and the header menu: the confirmation (in_popup_prompt,
// in_sure_logout, in_more_cancel, in_increase_submit), 'Please wait...' while the session ends, then what the
// spec lists is cleared and `reload` is loaded afresh.
import { api } from '../../engine/api/calls.ts';
import { configureClient } from '../../engine/api/client.ts';
import { LOGOUT_LOADING_MS, ROUTES } from '../../engine/constants.ts';
import { signOut } from '../../engine/session/store.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { toast } from '../ui/toast-store.ts';
import { holdPassword } from '../form/held-password.ts';

/** Ends the session (locally even when the platform cannot be reached) and loads `reload` afresh. */
export async function endSession(t: (key: string) => string, reload: string = ROUTES.home): Promise<void> {
  toast.show({ text: t('in_please_wait'), kind: 'loading', durationMs: LOGOUT_LOADING_MS });
  configureClient({ signingOut: true });
  await api.logout().catch((err) => console.warn('[sign-out] logout call failed', err));
  signOut();
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
