// Spinner: a small decorative rotating ring; the surrounding control announces the busy state.

/** A decorative spinner (aria-hidden); sized by font-size. */
export function Spinner({ className }: { className?: string }) {
  return <span className={['ui-spinner', className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
