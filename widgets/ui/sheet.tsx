// BottomSheet and Drawer: modal panels sliding in from the bottom or a side (start/end follow RTL), with a title
// and a close button. Same modal rules as Dialog (mask guard, Escape, focus trap and restore).
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import { Icon } from './all-icons.ts';
import { useModal } from './use-modal.ts';
import { afterPaint, useScreenShown } from '../../engine/widget-module.ts';

/** Where a sheet enters from; start/end are logical (left/right flip in RTL). */
export type SheetSide = 'bottom' | 'start' | 'end';
interface PanelProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
  side?: SheetSide;
  modal?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The sheet panel alone (header with title and close button, scrolling body); no behaviour. */
export function SheetPanel({ title, closeLabel, onClose, children, side = 'bottom', modal = false, ref }: PanelProps) {
  const id = useId();
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={id}
      tabIndex={-1}
      className={`ui-sheet ui-sheet--${side}`}
    >
      {side === 'bottom' && <span className="ui-sheet__handle" aria-hidden="true" />}
      <header className="ui-sheet__header">
        <h2 id={id} className="ui-sheet__title">
          {title}
        </h2>
        <Button variant="icon" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </Button>
      </header>
      <div className="ui-sheet__body">{children}</div>
    </div>
  );
}

/** Props of the modal sheets. */
export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children?: ReactNode;
}

/**
 * True from the task after the frame that first shows an open modal (false while it is closed). That frame starts
 * the slide with the panel off screen (or, with reduced motion, shows its title), so the panel's contents come after
 * it: laid out in it, they held the tap's answer back (the game filter's 70 elements: 17 ms of layout at 4x CPU).
 */
function useAfterFirstFrame(open: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => (open ? afterPaint(() => setAfter(true)) : setAfter(false)), [open]);
  return after;
}

function ModalSheet({ open, side, children, ...props }: SheetProps & { side: SheetSide }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Closed with its screen when the player leaves it (the left screen stays mounted, hidden, a few frames).
  const shown = useScreenShown() && open;
  const onMask = useModal(shown, props.onClose, panelRef);
  const full = useAfterFirstFrame(shown);
  if (!shown) return null;
  return createPortal(
    <div className={`ui-modal ui-modal--${side}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the mask is a pointer shortcut; keyboards close with Escape (useModal) or the panel's own buttons */}
      <div className="ui-modal__mask" onClick={onMask} />
      <SheetPanel ref={panelRef} side={side} modal {...props}>
        {full ? children : null}
      </SheetPanel>
    </div>,
    document.body,
  );
}

/** A modal sheet rising from the bottom (filters, pickers, download options). */
export function BottomSheet(props: SheetProps) {
  return <ModalSheet {...props} side="bottom" />;
}

/** A modal drawer from the start or end edge (game filter, side menu). */
export function Drawer({ side = 'end', ...props }: SheetProps & { side?: 'start' | 'end' }) {
  return <ModalSheet {...props} side={side} />;
}
