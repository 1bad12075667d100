// The preview switches: role (radio buttons), member type (the role's sandbox accounts), language and
// white-label flags. Native controls with labels, so they work from the keyboard and screen readers.
import { ACCOUNTS, type Account } from './accounts.ts';
import { h } from './dom.ts';
import type { PreviewSettings } from './preview.ts';

const ROLES = ['visitor', 'member', 'trial', 'agent'] as const;

/** Builds the switches into `root`; `onChange` gets the full settings after each change. */
export function renderControls(
  root: HTMLElement,
  opts: {
    languages: Array<{ code: string; hasCatalogue: boolean }>;
    flags: Record<string, boolean>;
    onChange: (s: PreviewSettings, what: 'account' | 'language' | 'flags') => void;
  },
) {
  const settings: PreviewSettings = { account: ACCOUNTS[0]!, language: 'EN', flags: { ...opts.flags } };
  const typeSelect = h('select', { id: 'member-type', onchange: () => pick(ACCOUNTS.find((a) => a.id === typeSelect.value)!) });
  const roleGroup = h(
    'fieldset',
    { className: 'segmented', id: 'role' },
    h('legend', {}, 'Role'),
    h(
      'div',
      { className: 'options' },
      ...ROLES.map((role) =>
        h(
          'label',
          {},
          h('input', {
            type: 'radio',
            name: 'role',
            value: role,
            checked: role === 'visitor',
            onchange: () => pick(ACCOUNTS.find((a) => a.role === role)!),
          }),
          role[0]!.toUpperCase() + role.slice(1),
        ),
      ),
    ),
  );
  const fillTypes = () => {
    const choices = ACCOUNTS.filter((a) => a.role === settings.account.role);
    typeSelect.replaceChildren(...choices.map((a) => h('option', { value: a.id, selected: a.id === settings.account.id }, a.label)));
    typeSelect.disabled = choices.length < 2;
  };
  const pick = (account: Account) => {
    settings.account = account;
    fillTypes();
    opts.onChange({ ...settings }, 'account');
  };
  const langSelect = h(
    'select',
    {
      id: 'language',
      onchange: () => {
        settings.language = langSelect.value;
        opts.onChange({ ...settings }, 'language');
      },
    },
    ...opts.languages.map((l) =>
      h('option', { value: l.code, selected: l.code === 'EN' }, l.hasCatalogue ? l.code : `${l.code} (no labels yet: EN shown)`),
    ),
  );
  const count = h('span', { className: 'count' });
  const showCount = () => {
    count.textContent = `${Object.values(settings.flags).filter(Boolean).length} on`;
  };
  const flagBoxes = Object.keys(opts.flags).map((name) =>
    h(
      'label',
      { className: 'flag' },
      h('input', {
        type: 'checkbox',
        name: 'flag',
        value: name,
        checked: settings.flags[name],
        onchange: (e: Event) => {
          settings.flags[name] = (e.target as HTMLInputElement).checked;
          showCount();
          opts.onChange({ ...settings, flags: { ...settings.flags } }, 'flags');
        },
      }),
      h('span', {}, name),
    ),
  );
  showCount();
  fillTypes();
  root.replaceChildren(
    h(
      'div',
      { className: 'control-row' },
      roleGroup,
      h('div', { className: 'field' }, h('label', { for: 'member-type' }, 'Member type'), typeSelect),
      h('div', { className: 'field' }, h('label', { for: 'language' }, 'Language'), langSelect),
    ),
    h(
      'details',
      { className: 'flags' },
      h('summary', {}, 'White-label flags ', count),
      h('div', { className: 'flag-grid', role: 'group', 'aria-label': 'White-label flags' }, ...flagBoxes),
    ),
  );
  return { settings: () => ({ ...settings }) };
}
