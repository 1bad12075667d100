// Dialog: a centred modal over a mask, rendered into <body>. aria-modal and labelled by its title; the panel is
// also exported on its own (DialogPanel) so the gallery can show it statically.
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal.ts';
import { useScreenShown } from '../../engine/widget-module.ts';

/** The dialog box itself: title, body and an action row; no behaviour. */
export function DialogPanel({
  title,
  children,
  actions,
  ref,
  modal = false,
  role = 'dialog',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  modal?: boolean;
  role?: 'dialog' | 'alertdialog';
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is always dialog or alertdialog (defaulted above)
    <div
      ref={ref}
      role={role}
      aria-modal={modal || undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      tabIndex={-1}
      className="ui-dialog"
    >
      <h2 id={`${id}-title`} className="ui-dialog__title">
        {title}
      </h2>
      {children && (
        <div id={`${id}-body`} className="ui-dialog__body">
          {children}
        </div>
      )}
      {actions && <div className="ui-dialog__actions">{actions}</div>}
    </div>
  );
}

/** Props of Dialog: closeOnMask=false makes mask taps do nothing (e.g. forced notices). */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  closeOnMask?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: Escape closes, focus is trapped and returns to the opener, early mask taps are ignored. */
export function Dialog({ open, onClose, title, children, actions, closeOnMask = true, role }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Closed with its screen when the player leaves it (the left screen stays mounted, hidden, a few frames).
  const shown = useScreenShown() && open;
  const onMask = useModal(shown, onClose, panelRef);
  if (!shown) return null;
  return createPortal(
    <div className="ui-modal ui-modal--centre">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the mask is a pointer shortcut; keyboards close with Escape (useModal) or the panel's own buttons */}
      <div className="ui-modal__mask" onClick={closeOnMask ? onMask : undefined} />
      <DialogPanel ref={panelRef} title={title} actions={actions} modal role={role}>
        {children}
      </DialogPanel>
    </div>,
    document.body,
  );
}
