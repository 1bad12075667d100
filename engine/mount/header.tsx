// The page header, driven by the screen definition: hidden, logo with a top block, or back arrow and title.
import type { ReactNode } from './react-deps.ts';
import type { Header as HeaderDef } from '../schema-types.ts';
import { shell } from '../shell-parts.ts';

interface Props {
  def: HeaderDef;
  title: string;
  brandName: string;
  logoUrl?: string;
  backLabel: string;
  onBack(): void;
  /** The header's widgets (top block on home, buttons elsewhere), already rendered. */
  children?: ReactNode;
  /** Its screen is rendered ahead, not shown yet (use-ahead.ts). */
  ahead?: boolean;
}

/** Renders the header for a screen, or a visually hidden title when the screen hides its header. */
export function Header({ def, title, brandName, logoUrl, backLabel, onBack, children, ahead }: Props) {
  if (def.mode === 'hidden') return null;
  const aheadClass = ahead ? ' app-ahead' : '';
  if (def.mode === 'logo') {
    return (
      <header className={`app-header app-header-logo${aheadClass}`}>
        <div className="app-header-bar">
          <a className="app-logo" href="/m/home" aria-label={brandName}>
            {logoUrl ? <img src={logoUrl} alt="" width="112" height="32" /> : <span className="app-logo-text">{brandName}</span>}
          </a>
          <h1 className="visually-hidden">{title}</h1>
          <div className="app-header-top">{children}</div>
        </div>
      </header>
    );
  }
  return (
    <header className={`app-header app-header-back${aheadClass}`}>
      <div className="app-header-bar">
        <button type="button" className="app-back" aria-label={backLabel} onClick={onBack}>
          <shell.Icon name="back" size={24} />
        </button>
        <h1 className="app-title">{title}</h1>
        <div className="app-header-end">{children}</div>
      </div>
    </header>
  );
}
