// Which widgets ship with home's first script, which come after it as one group, and which stylesheet holds them
// (scripts/gen.mjs writes generated/groups.json from the shipped screens): the rules hold for the screens as they are.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { walkWidgets, widgetTypesOf } from '../../engine/screens/tree.js';
import type { ScreenDef } from '../../engine/schema-types.ts';

const s = suite('chunk groups');
const groups = JSON.parse(readFileSync('generated/groups.json', 'utf8')) as Record<'home' | 'home-later' | 'home-css', string[]>;
const app = JSON.parse(readFileSync('screens/app.json', 'utf8')) as { home: string };
const screens = readdirSync('screens')
  .filter((f) => f.endsWith('.json') && f !== 'app.json')
  .map((f) => JSON.parse(readFileSync(`screens/${f}`, 'utf8')) as ScreenDef);
const home = screens.find((screen) => screen.routes.includes(app.home))!;

s("home's later group holds only widgets no other screen shows with its first paint", () => {
  const elsewhere = new Set(screens.filter((screen) => screen !== home).flatMap((screen) => widgetTypesOf(screen, 'now')));
  assert.ok(groups['home-later'].length > 0, 'home defers some widgets');
  assert.equal(
    groups['home-later'].filter((t) => elsewhere.has(t)),
    [],
    'a screen showing one of them at once would wait for all of home-later',
  );
});

s('the language picker, drawn by the server ahead of its code on home, is in neither script group but in its stylesheet', () => {
  const code = [...walkWidgets(home)].filter(([node]) => node.defer === 'code').map(([node]) => node.type);
  assert.ok(code.includes('language-picker'), 'home.json defers the picker with "code"');
  assert.not.ok(groups.home.includes('language-picker'), "not in home's first script");
  assert.not.ok(groups['home-later'].includes('language-picker'), 'not in the later group (login shows it at once)');
  for (const type of [...groups.home, ...code]) assert.ok(groups['home-css'].includes(type), `${type} in home's stylesheet`);
});

s.run();
