// Small inline SVG flags per label-catalogue language code (no emoji font needed), drawn from stripes plus a few
// shapes; an unknown code shows its letters instead.
import type { ReactElement } from 'react';

type Shape = ReactElement;
interface FlagDef { h?: string[]; v?: string[]; extra?: Shape }

const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.4 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`;
  });
  return <polygon points={pts.join(' ')} fill={fill} />;
};

const PH: FlagDef = { h: ['#0038a8', '#ce1126'], extra: <><polygon points="0,0 13,8 0,16" fill="#fff" />{star(4, 8, 2, '#fcd116')}</> };
const IN: FlagDef = { h: ['#ff9933', '#fff', '#138808'], extra: <circle cx="12" cy="8" r="1.8" fill="none" stroke="#000080" strokeWidth=".6" /> };

const FLAGS: Record<string, FlagDef> = {
  EN: { h: ['#012169'], extra: <><path d="M0 0L24 16M24 0L0 16" stroke="#fff" strokeWidth="3.2" /><path d="M0 0L24 16M24 0L0 16" stroke="#c8102e" strokeWidth="1.2" /><path d="M12 0v16M0 8h24" stroke="#fff" strokeWidth="5" /><path d="M12 0v16M0 8h24" stroke="#c8102e" strokeWidth="3" /></> },
  TY: PH, TL: PH,
  CN: { h: ['#de2910'], extra: star(5, 5, 3, '#ffde00') },
  TW: { h: ['#fe0000'], extra: <><rect width="12" height="8" fill="#000095" /><circle cx="6" cy="4" r="2" fill="#fff" /></> },
  VI: { h: ['#da251d'], extra: star(12, 8, 4.5, '#ffff00') },
  TH: { h: ['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'] },
  JA: { h: ['#fff'], extra: <circle cx="12" cy="8" r="4.8" fill="#bc002d" /> },
  KO: { h: ['#fff'], extra: <><path d="M7.2 8a4.8 4.8 0 0 1 9.6 0z" fill="#cd2e3a" /><path d="M7.2 8a4.8 4.8 0 0 0 9.6 0z" fill="#0047a0" /></> },
  ID: { h: ['#ce1126', '#fff'] },
  MS: { h: ['#cc0001', '#fff', '#cc0001', '#fff', '#cc0001', '#fff', '#cc0001'], extra: <><rect width="12" height="9" fill="#010066" />{star(7.5, 4.5, 2.4, '#fc0')}</> },
  MY: { h: ['#fecb00', '#34b233', '#ea2839'], extra: star(12, 8.6, 5, '#fff') },
  ES: { h: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  PT: { v: ['#006600', '#ff0000', '#ff0000'], extra: <circle cx="9.6" cy="8" r="2.6" fill="#ffcc00" /> },
  FR: { v: ['#002395', '#fff', '#ed2939'] },
  RU: { h: ['#fff', '#0039a6', '#d52b1e'] },
  TR: { h: ['#e30a17'], extra: <><circle cx="9" cy="8" r="4" fill="#fff" /><circle cx="10" cy="8" r="3.2" fill="#e30a17" />{star(14, 8, 1.8, '#fff')}</> },
  HI: IN, TA: IN,
  BN: { h: ['#006a4e'], extra: <circle cx="10.5" cy="8" r="4.2" fill="#f42a41" /> },
  AR: { h: ['#006c35'], extra: <path d="M6 10.5h12" stroke="#fff" strokeWidth="1" /> },
  FA: { h: ['#239f40', '#fff', '#da0000'] },
  UR: { h: ['#01411c'], extra: <><rect width="6" height="16" fill="#fff" /><circle cx="15" cy="8" r="4" fill="#fff" /><circle cx="16.2" cy="7.2" r="3.4" fill="#01411c" /></> },
  KM: { h: ['#032ea1', '#e00025', '#e00025', '#032ea1'], extra: <rect x="9" y="5.5" width="6" height="5" fill="#fff" /> },
  LO: { h: ['#ce1126', '#002868', '#002868', '#ce1126'], extra: <circle cx="12" cy="8" r="3" fill="#fff" /> },
  NE: { h: ['#dc143c'], extra: <path d="M0 0h24v16H0z" fill="none" stroke="#003893" strokeWidth="2" /> },
};

const stripes = (colors: string[], vertical: boolean) => colors.map((c, i) => {
  const size = (vertical ? 24 : 16) / colors.length;
  return vertical ? <rect key={i} x={i * size} width={size + 0.05} height="16" fill={c} /> : <rect key={i} y={i * size} width="24" height={size + 0.05} fill={c} />;
});

/** A 24x16 flag for a language code (decorative; the control names the language). */
export function Flag({ code, size = 24 }: { code: string; size?: number }) {
  const def = FLAGS[code.toUpperCase()];
  const height = Math.round((size * 2) / 3);
  if (!def) return <span className="w-flag w-flag-code" style={{ width: size, height }} aria-hidden="true">{code.slice(0, 2)}</span>;
  return (
    <svg className="w-flag" width={size} height={height} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
      <defs><clipPath id={`flag-${code}`}><rect width="24" height="16" rx="2" /></clipPath></defs>
      <g clipPath={`url(#flag-${code})`}>{stripes(def.h ?? [], false)}{stripes(def.v ?? [], true)}{def.extra}</g>
    </svg>
  );
}
