// Interactive pieces of the gallery: buttons that open the real modals, fire real toasts, and a press pad.
// Kept apart from gallery.tsx, which lays out the static "every state" previews.
import { useState } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { MenuList, MenuRow } from './menu-row.tsx';
import { PromptDialog, type PromptVariant } from './prompt-dialog.tsx';
import { BottomSheet, Drawer } from './sheet.tsx';
import { toast, type ToastKind } from './toast-store.ts';
import { usePress } from './use-press.ts';

const TOAST_TEXT: Record<ToastKind, string> = {
  loading: 'Loading…',
  success: 'Saved',
  notice: 'You have a new message',
  default: 'Copied to clipboard',
  long: 'The bonus is credited within 24 hours of your deposit.',
};

/** Buttons that show each kind of real toast through the shared store. */
export function ToastDemo() {
  return (
    <div className="gallery-row">
      {(Object.keys(TOAST_TEXT) as ToastKind[]).map((kind) => (
        <Button key={kind} size="sm" variant="secondary" onClick={() => toast.show({ text: TOAST_TEXT[kind], kind })}>
          {kind}
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={() => toast.show({ text: 'Network error, try again', kind: 'notice', tone: 'error' })}>
        error
      </Button>
    </div>
  );
}

type Open = 'dialog' | 'sheet' | 'drawer' | PromptVariant | null;

/** Buttons that open the real, modal Dialog, PromptDialog variants, BottomSheet and Drawer. */
export function ModalDemo() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const opener = (which: Exclude<Open, null>, label: string) => (
    <Button size="sm" variant="secondary" onClick={() => setOpen(which)}>
      {label}
    </Button>
  );
  const prompt = (variant: PromptVariant, title: string) => (
    <PromptDialog
      open={open === variant}
      variant={variant}
      title={title}
      inputLabel={variant === 'login' ? 'Username' : 'Nickname'}
      passwordLabel="Password"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      onCancel={close}
      onConfirm={(r) => {
        close();
        toast.show({ text: `Entered ${r.value ? 'a value' : 'nothing'}`, kind: 'success' });
      }}
    />
  );
  return (
    <div className="gallery-row">
      {opener('dialog', 'Dialog')}
      {opener('text', 'Prompt: text')}
      {opener('secure', 'Prompt: secure')}
      {opener('login', 'Prompt: login')}
      {opener('sheet', 'Bottom sheet')}
      {opener('drawer', 'Drawer')}
      <Dialog
        open={open === 'dialog'}
        onClose={close}
        title="Log out?"
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Log out</Button>
          </>
        }
      >
        You will need your password to sign in again.
      </Dialog>
      {prompt('text', 'Set a nickname')}
      {prompt('secure', 'Enter fund password')}
      {prompt('login', 'Sign in to continue')}
      <BottomSheet open={open === 'sheet'} onClose={close} title="Minimum bet" closeLabel="Close">
        <MenuList>
          {['All', '0.01', '0.05', '0.1'].map((v) => (
            <MenuRow key={v} label={v} chevron={false} onClick={close} />
          ))}
        </MenuList>
      </BottomSheet>
      <Drawer open={open === 'drawer'} onClose={close} title="Filter games" closeLabel="Close">
        <p>Vendors, game type and minimum bet go here.</p>
        <Button block onClick={close}>
          Submit
        </Button>
      </Drawer>
    </div>
  );
}

/** A pad showing usePress: pressed look after 130 ms, long press at 370 ms. */
export function PressDemo() {
  const [last, setLast] = useState('Tap or hold the pad');
  const { pressed, handlers } = usePress({ onPress: () => setLast('Pressed'), onLongPress: () => setLast('Long pressed') });
  return (
    <div className="gallery-row">
      <div role="button" tabIndex={0} className="gallery-pad" data-pressed={pressed} {...handlers}>
        Hold me
      </div>
      <span role="status" className="gallery-note">
        {last}
      </span>
    </div>
  );
}
