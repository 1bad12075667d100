// Gallery: every UI kit component in every state, on a brand switch (dark/light) and a direction switch (LTR/RTL).
// Served in development at /gallery and screenshotted at 375x812; include ui.css and gallery.css with it.
// ?brand=light and ?dir=rtl pick the starting brand and direction.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { JackpotCounter } from './counters.tsx';
import { PromoCounter } from './promo-counter.tsx';
import { Copyright } from './copyright.tsx';
import { DialogPanel } from './dialog.tsx';
import { DigitRoller } from './digit-roller.tsx';
import { EmptyState } from './empty-state.tsx';
import { ModalDemo, PressDemo, ToastDemo } from './gallery-demos.tsx';
import { Icon } from './all-icons.ts';
import { LoadingState } from './loading-state.tsx';
import { Logo } from './logo.tsx';
import { MenuList, MenuRow } from './menu-row.tsx';
import { PromptFields, type PromptVariant } from './prompt-dialog.tsx';
import { RetryState } from './retry-state.tsx';
import { SheetPanel } from './sheet.tsx';
import { Tabs } from './tabs.tsx';
import { applyTheme, darkBrand, lightBrand } from './theme.ts';
import { Toaster, ToastView } from './toaster.tsx';
import { useSticky } from './use-sticky.ts';

const CATEGORIES = ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'ELOTT', 'LOTT'].map((id) => ({
  id,
  label: id,
}));
const PROMPTS: [PromptVariant, string, string][] = [
  ['text', 'Set a nickname', 'Nickname'],
  ['secure', 'Enter fund password', 'Fund password'],
  ['login', 'Sign in to continue', 'Username'],
];
const noop = () => {};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery-section" aria-labelledby={`g-${id}`}>
      <h2 id={`g-${id}`} className="gallery-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A framed stand-in for the phone screen behind an open modal. */
function Stage({ children, align = 'centre' }: { children: ReactNode; align?: 'centre' | 'bottom' | 'start' }) {
  return <div className={`gallery-stage gallery-stage--${align}`}>{children}</div>;
}

function Switch({ label, options, value, onChange }: { label: string; options: string[]; value: string; onChange: (v: string) => void }) {
  return (
    <div role="group" aria-label={label} className="gallery-switch">
      {options.map((o) => (
        <button key={o} type="button" aria-pressed={o === value} onClick={() => onChange(o)}>
          {o}
        </button>
      ))}
    </div>
  );
}

/** The gallery page; initialBrand and initialDir default to the ?brand= and ?dir= query values. */
export function Gallery({ initialBrand, initialDir }: { initialBrand?: 'dark' | 'light'; initialDir?: 'ltr' | 'rtl' }) {
  const query = new URLSearchParams(globalThis.location?.search ?? '');
  const [brand, setBrand] = useState(initialBrand ?? (query.get('brand') === 'light' ? 'light' : 'dark'));
  const [dir, setDir] = useState(initialDir ?? (query.get('dir') === 'rtl' ? 'rtl' : 'ltr'));
  const [tab, setTab] = useState('HOT');
  const [roll, setRoll] = useState(120_345.67);
  const stuck = useSticky();
  const theme = brand === 'light' ? lightBrand : darkBrand;
  useLayoutEffect(() => applyTheme(theme), [theme]);

  return (
    <div className="gallery" dir={dir}>
      <header className="gallery-header" data-stuck={stuck}>
        <Logo label={theme.name} />
        <h1 className="gallery-h1">UI gallery</h1>
        <div className="gallery-tools">
          <Switch label="Brand" options={['dark', 'light']} value={brand} onChange={(v) => setBrand(v as 'dark' | 'light')} />
          <Switch label="Direction" options={['ltr', 'rtl']} value={dir} onChange={(v) => setDir(v as 'ltr' | 'rtl')} />
        </div>
      </header>
      <main>
        <Section id="buttons" title="Buttons">
          <div className="gallery-row">
            <Button>Deposit</Button>
            <Button variant="secondary">Withdraw</Button>
            <Button variant="ghost">Later</Button>
            <Button variant="icon" aria-label="Notifications">
              <Icon name="bell" />
            </Button>
          </div>
          <div className="gallery-row">
            <Button loading>Log in</Button>
            <Button variant="secondary" loading>
              Refresh
            </Button>
            <Button disabled>Disabled</Button>
            <Button size="sm">Small</Button>
          </div>
          <Button block>Register now</Button>
        </Section>
        <Section id="tabs" title="Tabs">
          <Tabs label="Game categories" tabs={CATEGORIES} active={tab} onChange={setTab} />
        </Section>
        <Section id="menu" title="Menu rows and badges">
          <MenuList title="Account">
            <MenuRow label="VIP benefits" icon={<Icon name="trophy" />} detail="VIP 3" onClick={noop} />
            <MenuRow label="Withdraw" icon={<Icon name="wallet" />} href="#withdraw" />
            <MenuRow label="Reward center" icon={<Icon name="gift" />} badge={3} badgeLabel="3 unclaimed" onClick={noop} />
            <MenuRow label="Messages" icon={<Icon name="mail" />} badge="dot" badgeLabel="unread" onClick={noop} />
            <MenuRow label="Notices" icon={<Icon name="bell" />} badge={120} badgeLabel="120 unread" onClick={noop} />
            <MenuRow label="Settings" icon={<Icon name="settings" />} onClick={noop} />
          </MenuList>
          <div className="gallery-row">
            <Badge count={8} />
            <Badge count={250} />
            <Badge dot label="unread" />
          </div>
        </Section>
        <Section id="counters" title="Counters and digit roller">
          <JackpotCounter label="Jackpot" currency="₱" />
          <PromoCounter label="Total bonuses paid" />
          <div className="gallery-row">
            <DigitRoller className="gallery-roller" value={roll.toLocaleString('en-US', { minimumFractionDigits: 2 })} />
            <Button size="sm" variant="secondary" onClick={() => setRoll((v) => Math.round((v + 9876.54) * 100) / 100)}>
              Roll
            </Button>
          </div>
        </Section>
        <Section id="toasts" title="Toasts">
          <div className="gallery-toasts">
            <ToastView item={{ kind: 'notice', tone: 'info', text: 'You have a new message' }} />
            <ToastView item={{ kind: 'notice', tone: 'error', text: 'Network error, try again' }} />
            <div className="gallery-row">
              <ToastView item={{ kind: 'loading', tone: 'info', text: 'Loading…' }} />
              <ToastView item={{ kind: 'success', tone: 'info', text: 'Saved' }} />
            </div>
            <ToastView item={{ kind: 'default', tone: 'info', text: 'Copied to clipboard' }} />
          </div>
          <ToastDemo />
        </Section>
        <Section id="dialogs" title="Dialogs">
          <Stage>
            <DialogPanel
              title="Log out?"
              actions={
                <>
                  <Button variant="secondary">Cancel</Button>
                  <Button>Log out</Button>
                </>
              }
            >
              You will need your password to sign in again.
            </DialogPanel>
          </Stage>
          {PROMPTS.map(([variant, title, label]) => (
            <Stage key={variant}>
              <DialogPanel
                title={title}
                actions={
                  <>
                    <Button variant="secondary">Cancel</Button>
                    <Button>Confirm</Button>
                  </>
                }
              >
                <PromptFields variant={variant} inputLabel={label} passwordLabel="Password" formId={`g-prompt-${variant}`} />
              </DialogPanel>
            </Stage>
          ))}
          <ModalDemo />
        </Section>
        <Section id="sheets" title="Bottom sheet and drawer">
          <Stage align="bottom">
            <SheetPanel title="Minimum bet" closeLabel="Close" onClose={noop}>
              <div className="gallery-row">
                {['All', '0.01', '0.05', '0.1', '0.5', '0.75'].map((v) => (
                  <Button key={v} size="sm" variant={v === 'All' ? 'primary' : 'secondary'}>
                    {v}
                  </Button>
                ))}
              </div>
            </SheetPanel>
          </Stage>
          <Stage align="start">
            <SheetPanel side="start" title="Filter games" closeLabel="Close" onClose={noop}>
              <Button block>Submit</Button>
            </SheetPanel>
          </Stage>
        </Section>
        <Section id="states" title="Empty, loading and retry">
          <EmptyState text="No promotions yet" />
          <LoadingState label="Loading" count={3} />
          <LoadingState label="Loading games" count={6} shape="tiles" />
          <RetryState text="Loading failed, click to retry" onRetry={noop} />
        </Section>
        <Section id="press" title="Press and long press">
          <PressDemo />
        </Section>
      </main>
      <footer>
        <Copyright owner={theme.name} rights="All rights reserved." />
      </footer>
      <Toaster />
    </div>
  );
}
