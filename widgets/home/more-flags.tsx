// Flags of languages without a shipped catalogue, by country code: loaded the first time such a language is
// shown (flags.tsx).
import { star, type FlagDef } from './flags.tsx';

const IN: FlagDef = {
  h: ['#ff9933', '#fff', '#138808'],
  extra: <circle cx="12" cy="8" r="1.8" fill="none" stroke="#000080" strokeWidth=".6" />,
};

/** Flags by country code (engine/languages.ts says which language shows which). */
export const MORE_FLAGS: Record<string, FlagDef> = {
  TW: {
    h: ['#fe0000'],
    extra: (
      <>
        <rect width="12" height="8" fill="#000095" />
        <circle cx="6" cy="4" r="2" fill="#fff" />
      </>
    ),
  },
  JP: { h: ['#fff'], extra: <circle cx="12" cy="8" r="4.8" fill="#bc002d" /> },
  KR: {
    h: ['#fff'],
    extra: (
      <>
        <path d="M7.2 8a4.8 4.8 0 0 1 9.6 0z" fill="#cd2e3a" />
        <path d="M7.2 8a4.8 4.8 0 0 0 9.6 0z" fill="#0047a0" />
      </>
    ),
  },
  ID: { h: ['#ce1126', '#fff'] },
  MY: {
    h: ['#cc0001', '#fff', '#cc0001', '#fff', '#cc0001', '#fff', '#cc0001'],
    extra: (
      <>
        <rect width="12" height="9" fill="#010066" />
        {star(7.5, 4.5, 2.4, '#fc0')}
      </>
    ),
  },
  MM: { h: ['#fecb00', '#34b233', '#ea2839'], extra: star(12, 8.6, 5, '#fff') },
  ES: { h: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  PT: { v: ['#006600', '#ff0000', '#ff0000'], extra: <circle cx="9.6" cy="8" r="2.6" fill="#ffcc00" /> },
  FR: { v: ['#002395', '#fff', '#ed2939'] },
  RU: { h: ['#fff', '#0039a6', '#d52b1e'] },
  TR: {
    h: ['#e30a17'],
    extra: (
      <>
        <circle cx="9" cy="8" r="4" fill="#fff" />
        <circle cx="10" cy="8" r="3.2" fill="#e30a17" />
        {star(14, 8, 1.8, '#fff')}
      </>
    ),
  },
  IN,
  BD: { h: ['#006a4e'], extra: <circle cx="10.5" cy="8" r="4.2" fill="#f42a41" /> },
  IR: { h: ['#239f40', '#fff', '#da0000'] },
  PK: {
    h: ['#01411c'],
    extra: (
      <>
        <rect width="6" height="16" fill="#fff" />
        <circle cx="15" cy="8" r="4" fill="#fff" />
        <circle cx="16.2" cy="7.2" r="3.4" fill="#01411c" />
      </>
    ),
  },
  KH: { h: ['#032ea1', '#e00025', '#e00025', '#032ea1'], extra: <rect x="9" y="5.5" width="6" height="5" fill="#fff" /> },
  LA: { h: ['#ce1126', '#002868', '#002868', '#ce1126'], extra: <circle cx="12" cy="8" r="3" fill="#fff" /> },
  NP: { h: ['#dc143c'], extra: <path d="M0 0h24v16H0z" fill="none" stroke="#003893" strokeWidth="2" /> },
};
