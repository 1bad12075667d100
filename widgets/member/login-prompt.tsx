// The login prompt a guest sees when tapping something that needs an account (e.g. the message icon).
import { useEngine } from '../../engine/widget-module.ts';
import type { Action } from '../../engine/schema-types.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Button } from '../ui/button.tsx';

/** 'You are not logged in, please login first' with Log in and Cancel. */
export function LoginPrompt({ open, onClose, login }: { open: boolean; onClose: () => void; login: readonly Action[] }) {
  const { t, run } = useEngine();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member_login_prompt_title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('member_cancel')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              run(login);
            }}
          >
            {t('login')}
          </Button>
        </>
      }
    >
      <p>{t('not_logged_in')}</p>
    </Dialog>
  );
}
