// Small inline SVG flags per language (no emoji font needed), drawn from stripes plus a few shapes, keyed by the
// country engine/languages.ts names for each language; a language without one shows its letters instead. The
// shipped catalogues' flags are here; other languages' flags (more-flags.tsx) load the first time one is shown.
import { useEffect, useState, type ReactElement } from 'react';
import { languageFacts } from '../../engine/widget-module.ts';

type Shape = ReactElement;
/** A flag: horizontal or vertical stripes plus extra shapes, on a 24x16 box. */
export interface FlagDef {
  h?: string[];
  v?: string[];
  extra?: Shape;
}

/** A five-pointed star centred at (cx, cy). */
export const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.4 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`;
  });
  return <polygon points={pts.join(' ')} fill={fill} />;
};

/** Flags of the languages with a shipped catalogue (static/i18n/), by country code. */
const FLAGS: Record<string, FlagDef> = {
  GB: {
    h: ['#012169'],
    extra: (
      <>
        <path d="M0 0L24 16M24 0L0 16" stroke="#fff" strokeWidth="3.2" />
        <path d="M0 0L24 16M24 0L0 16" stroke="#c8102e" strokeWidth="1.2" />
        <path d="M12 0v16M0 8h24" stroke="#fff" strokeWidth="5" />
        <path d="M12 0v16M0 8h24" stroke="#c8102e" strokeWidth="3" />
      </>
    ),
  },
  PH: {
    h: ['#0038a8', '#ce1126'],
    extra: (
      <>
        <polygon points="0,0 13,8 0,16" fill="#fff" />
        {star(4, 8, 2, '#fcd116')}
      </>
    ),
  },
  CN: { h: ['#de2910'], extra: star(5, 5, 3, '#ffde00') },
  VN: { h: ['#da251d'], extra: star(12, 8, 4.5, '#ffff00') },
  TH: { h: ['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'] },
  SA: { h: ['#006c35'], extra: <path d="M6 10.5h12" stroke="#fff" strokeWidth="1" /> },
};

/** The other languages' flags, once loaded (a failed load leaves their letters). */
let more: Record<string, FlagDef> | null = null;
let loading: Promise<void> | null = null;
const loadMore = () =>
  (loading ??= import('./more-flags.tsx').then(
    (m) => {
      more = m.MORE_FLAGS;
    },
    () => {
      more = {};
    },
  ));

const stripes = (colors: string[], vertical: boolean) =>
  colors.map((c, i) => {
    const size = (vertical ? 24 : 16) / colors.length;
    return vertical ? (
      <rect key={i} x={i * size} width={size + 0.05} height="16" fill={c} />
    ) : (
      <rect key={i} y={i * size} width="24" height={size + 0.05} fill={c} />
    );
  });

/** A 24x16 flag for a platform language code (decorative; the control names the language). */
export function Flag({ code, size = 24 }: { code: string; size?: number }) {
  const key = languageFacts(code).flag;
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!key || FLAGS[key] || more) return;
    let live = true;
    loadMore().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [key]);
  const def = key ? (FLAGS[key] ?? more?.[key]) : undefined;
  const height = Math.round((size * 2) / 3);
  if (!def)
    return (
      <span className="w-flag w-flag-code" style={{ width: size, height }} aria-hidden="true">
        {code.slice(0, 2)}
      </span>
    );
  return (
    <svg className="w-flag" width={size} height={height} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={`flag-${code}`}>
          <rect width="24" height="16" rx="2" />
        </clipPath>
      </defs>
      <g clipPath={`url(#flag-${code})`}>
        {stripes(def.h ?? [], false)}
        {stripes(def.v ?? [], true)}
        {def.extra}
      </g>
    </svg>
  );
}
