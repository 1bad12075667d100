// A one-line ticker strip: text scrolls only when it does not fit, pauses off screen, and stands still (ellipsis)
// under reduced motion. The whole strip is one link (or a plain line without a destination).
import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useInView } from './motion.ts';
import './marquee.css';

/** Scrolling speed in pixels per second. */
const SPEED_PX_S = 45;

/** A marquee line: a link with `href` and `onOpen`, a button with `onOpen` only, else plain text. */
export function Marquee({
  text,
  label,
  icon,
  href,
  onOpen,
  className,
}: {
  text: string;
  label: string;
  icon: ReactNode;
  href?: string;
  onOpen?: () => void;
  className?: string;
}) {
  const rootRef = useRef<HTMLElement>(null);
  const viewRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [distance, setDistance] = useState(0);
  const inView = useInView(rootRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text has a new width: measure again
  useLayoutEffect(() => {
    const view = viewRef.current;
    const inner = textRef.current;
    if (!view || !inner) return;
    const measure = () => setDistance(inner.scrollWidth > view.clientWidth + 1 ? inner.scrollWidth : 0);
    // The observer reports once right after layout: measuring here too would force a layout mid-commit.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const ro = new ResizeObserver(measure);
    ro.observe(view);
    return () => ro.disconnect();
  }, [text]);
  const moving = distance > 0;
  const body = (
    <>
      <span className="w-marquee-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="w-marquee-label ui-visually-hidden">{label}: </span>
      <span ref={viewRef} className="w-marquee-view">
        <span
          className={`w-marquee-run${moving ? ' is-moving' : ''}${moving && !inView ? ' is-paused' : ''}`}
          style={moving ? { animationDuration: `${Math.round(((distance + 48) / SPEED_PX_S) * 1000)}ms` } : undefined}
        >
          <span ref={textRef} className="w-marquee-text">
            {text}
          </span>
          {moving && (
            <span className="w-marquee-text" aria-hidden="true">
              {text}
            </span>
          )}
        </span>
      </span>
      {onOpen && (
        <span className="w-marquee-more" aria-hidden="true">
          ›
        </span>
      )}
    </>
  );
  const cls = ['w-marquee', className].filter(Boolean).join(' ');
  const click = (e: MouseEvent) => {
    e.preventDefault();
    onOpen?.();
  };
  if (!href && onOpen)
    return (
      <button ref={rootRef as React.Ref<HTMLButtonElement>} type="button" className={cls} onClick={click}>
        {body}
      </button>
    );
  if (!href)
    return (
      <p ref={rootRef as React.Ref<HTMLParagraphElement>} className={cls}>
        {body}
      </p>
    );
  return (
    <a ref={rootRef as React.Ref<HTMLAnchorElement>} className={cls} href={href} onClick={click}>
      {body}
    </a>
  );
}
