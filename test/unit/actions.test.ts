import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { runActions, goBack, targetsOf, type ActionServices } from '../../engine/actions.ts';
import { app } from '../../engine/state.ts';
import { logged } from '../helpers/console.ts';

function fake(failCall = false) {
  const log: string[] = [];
  const services: ActionServices = {
    navigate: (to, o) => log.push(`${o?.replace ? 'replace' : 'navigate'} ${to}`),
    back: (rule) => log.push(`back ${rule}`),
    setPopup: (id, open) => log.push(`popup ${id} ${open}`),
    call: async (name) => {
      log.push(`call ${name}`);
      if (failCall) throw new Error('nope');
      return 1;
    },
    toast: (key, kind) => log.push(`toast ${key} ${kind ?? ''}`.trim()),
    openExternal: (url) => log.push(`external ${url}`),
    emit: (e, v) => log.push(`emit ${e} ${String(v)}`),
  };
  return { log, services };
}

const run = suite('runActions');
run.before(() => {
  app.siteConfig = { downloadLinks: [{ url: 'https://example.com/app' }] } as never;
});
run.after(() => {
  app.siteConfig = null;
  app.problems = [];
});
run('runs every kind in order', async () => {
  const { log, services } = fake();
  await runActions(
    [
      { do: 'emit', event: 'popular.category', value: 'HOT' },
      { do: 'navigate', to: '/m/home' },
      { do: 'replace', to: '/m/login' },
      { do: 'back' },
      { do: 'openPopup', popup: 'notice' },
      { do: 'closePopup', popup: 'notice' },
      { do: 'toast', message: 'free_reject', kind: 'notice' },
      { do: 'external', url: 'https://example.com/app' },
    ],
    services,
  );
  assert.equal(log, [
    'emit popular.category HOT',
    'navigate /m/home',
    'replace /m/login',
    'back history',
    'popup notice true',
    'popup notice false',
    'toast free_reject notice',
    'external https://example.com/app',
  ]);
});
run('a successful call shows its success message', async () => {
  const { log, services } = fake();
  await runActions(
    [
      { do: 'call', call: 'logout', success: 'done' },
      { do: 'navigate', to: '/m/home' },
    ],
    services,
  );
  assert.equal(log, ['call logout', 'toast done success', 'navigate /m/home']);
});
run('a failed call stops the actions after it', async () => {
  const { log, services } = fake(true);
  await runActions(
    [
      { do: 'call', call: 'logout' },
      { do: 'navigate', to: '/m/home' },
    ],
    services,
  );
  assert.equal(log, ['call logout']);
});
run('navigate, replace and external targets the link policy refuses do nothing, and staff are told each', async () => {
  const { log, services } = fake();
  const told = await logged(() =>
    runActions(
      [
        { do: 'navigate', to: '//attacker.example/phish' },
        { do: 'replace', to: '/\\attacker.example' },
        { do: 'external', url: 'https://attacker.example/' },
        { do: 'external', url: 'javascript:alert(1)' },
        { do: 'external', url: 'https://example.com/ok' },
        { do: 'navigate', to: '/m/home' },
      ] as never,
      services,
    ),
  );
  assert.equal(log, ['external https://example.com/ok', 'navigate /m/home']);
  assert.is(told.length, 4, told.join('\n'));
  assert.ok(told.every((l) => l.startsWith('[staff] ')));
  assert.match(told[0]!, '//attacker.example/phish');
});
run('no actions is fine', async () => {
  const { log, services } = fake();
  await runActions(undefined, services);
  assert.equal(log, []);
});
run.run();

const back = suite('goBack');
const nav = (historyLength: number) => {
  const log: string[] = [];
  return {
    log,
    nav: {
      historyLength,
      home: '/m/home',
      back: () => log.push('back'),
      replace: (to: string) => log.push(`replace ${to}`),
      push: (to: string) => log.push(`push ${to}`),
    },
  };
};
back('home rule always goes home', () => {
  const { log, nav: n } = nav(5);
  goBack('home', n);
  assert.equal(log, ['push /m/home']);
});
back('history rule goes back one step', () => {
  const { log, nav: n } = nav(3);
  goBack('history', n);
  assert.equal(log, ['back']);
});
back('history rule replaces with home when history length is 1 or less', () => {
  for (const len of [0, 1]) {
    const { log, nav: n } = nav(len);
    goBack('history', n);
    assert.equal(log, ['replace /m/home']);
  }
});
back.run();

const targets = suite('targetsOf');
targets('the routes navigate and replace go to, in order; other actions and refused targets are left out', async () => {
  let found: string[] = [];
  const told = await logged(() => {
    found = targetsOf([
      { do: 'emit', event: 'x' },
      { do: 'navigate', to: '/m/mine' },
      { do: 'replace', to: '/m/home?tab=2' },
      { do: 'navigate', to: 'javascript:alert(1)' },
    ] as never);
  });
  assert.equal(found, ['/m/mine', '/m/home?tab=2']);
  assert.is(told.length, 1, 'staff are told of the refused target');
  assert.match(told[0]!, /^\[staff\] navigate action: path refused: "javascript:alert\(1\)"/);
  assert.equal(targetsOf(undefined), []);
});
targets.after(() => {
  app.problems = [];
});
targets.run();
