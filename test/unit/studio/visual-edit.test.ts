// The visual editor's text edits keep the file's own formatting: a changed value replaces only its text, an
// added property follows the file's indentation, a removed one takes its comma, a moved widget keeps its lines;
// and the outline reads gates as chips.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import {
  afterRemoval,
  duplicateChanges,
  moveChanges,
  parseText,
  removeChanges,
  setChanges,
  type Change,
} from '../../../studio/visual/json-edit.ts';
import { gateChips, outlineOf } from '../../../studio/visual/tree.ts';
import { defaultsOf, propsSchema } from '../../../studio/visual/form-schema.ts';
import { schemaBundle } from '../../../server/studio/meta.ts';

/** Applies changes given in the original text's offsets. */
const apply = (text: string, changes: Change[] | null) => {
  assert.ok(changes, 'an edit');
  return [...changes!].sort((a, b) => b.from - a.from).reduce((t, c) => t.slice(0, c.from) + c.insert + t.slice(c.to), text);
};
const doc = `{
  "id": "demo",
  "widgets": [
    { "type": "heading", "props": { "text": "home" } },
    {
      "type": "menu",
      "props": {
        "items": [
          {
            "label": "help_center",
            "to": "/m/help"
          }
        ]
      }
    },
    {
      "type": "text",
      "props": {}
    }
  ]
}
`;
const at = (text: string) => parseText(text)!;

const s = suite('studio visual: text edits');
s('a changed value replaces only its own text', () => {
  const { ast, value } = at(doc);
  const out = apply(doc, setChanges(doc, ast, value, '/widgets/1/props', { items: [{ label: 'deposit', to: '/m/help' }] }));
  assert.is(out, doc.replace('"help_center"', '"deposit"'));
});
s('an added property follows the indentation; one added to {} opens it', () => {
  const { ast, value } = at(doc);
  const gate = apply(doc, setChanges(doc, ast, value, '/widgets/1/props/items/0/gate', { flags: ['REFERRAL'] }));
  assert.match(gate, /"to": "\/m\/help",\n {12}"gate": \{\n {14}"flags": \[\n {16}"REFERRAL"\n {14}\]\n {12}\}\n {10}\}/);
  const empty = apply(doc, setChanges(doc, ast, value, '/widgets/2/props', { text: 'home' }));
  assert.match(empty, /"props": \{\n {8}"text": "home"\n {6}\}/);
  assert.equal(JSON.parse(empty).widgets[2].props, { text: 'home' });
});
s('a removed property takes its comma along', () => {
  const { ast, value } = at(doc);
  const out = apply(doc, setChanges(doc, ast, value, '/widgets/1/props/items/0/to', undefined));
  assert.match(out, /"label": "help_center"\n {10}\}/);
  assert.equal(JSON.parse(out).widgets[1].props.items[0], { label: 'help_center' });
});
s('a moved widget keeps its own lines; a widget cannot move into itself', () => {
  const { ast } = at(doc);
  const down = apply(doc, moveChanges(doc, ast, '/widgets/0', '/widgets', 2));
  assert.equal(
    JSON.parse(down).widgets.map((w: any) => w.type),
    ['menu', 'heading', 'text'],
  );
  assert.ok(down.includes('{ "type": "heading", "props": { "text": "home" } }'), 'the one-line widget stays on one line');
  const last = apply(doc, moveChanges(doc, ast, '/widgets/2', '/widgets', 0));
  assert.equal(
    JSON.parse(last).widgets.map((w: any) => w.type),
    ['text', 'heading', 'menu'],
  );
  assert.equal(moveChanges(doc, ast, '/widgets/1', '/widgets/1/props/items', 0), null);
  assert.equal(moveChanges(doc, ast, '/widgets/1', '/widgets', 1), [], 'to where it is: nothing');
});
s('duplicate and remove', () => {
  const { ast } = at(doc);
  const two = apply(doc, duplicateChanges(doc, ast, '/widgets/1'));
  assert.equal(
    JSON.parse(two).widgets.map((w: any) => w.type),
    ['heading', 'menu', 'menu', 'text'],
  );
  const gone = apply(doc, removeChanges(ast, '/widgets/2'));
  assert.equal(
    JSON.parse(gone).widgets.map((w: any) => w.type),
    ['heading', 'menu'],
  );
  assert.match(gone, /\n {4}\}\n {2}\]\n\}/, 'no comma left behind');
});
s('a real screen: every edit leaves valid JSON and the rest of the text as it was', () => {
  const home = readFileSync('screens/home.json', 'utf8');
  const { ast, value } = at(home);
  const moved = apply(home, moveChanges(home, ast, '/widgets/5', '/widgets', 1));
  assert.equal(moved.split('\n').sort(), home.split('\n').sort(), 'the same lines, in another order');
  const titled = apply(home, setChanges(home, ast, value, '/widgets/5/props/title', 'user_agreement'));
  assert.is(titled, home.replace('"title": "games_popular"', '"title": "user_agreement"'));
});
s('a pointer after an element is removed', () => {
  assert.is(afterRemoval('/widgets/3/children', '/widgets/1'), '/widgets/2/children');
  assert.is(afterRemoval('/widgets/0', '/widgets/1'), '/widgets/0');
  assert.is(afterRemoval('/header/widgets', '/widgets/1'), '/header/widgets');
});
s.run();

const t = suite('studio visual: outline and defaults');
t('the outline lists the header and the page, with gates as chips', () => {
  const mine = JSON.parse(readFileSync('screens/home.json', 'utf8'));
  const lists = outlineOf(mine, { games_popular: 'Popular games' });
  assert.equal(
    lists.map((l) => l.label),
    ['Header', 'Page'],
  );
  assert.is(lists[0]!.nodes[2]!.name, 'Button');
  assert.equal(
    lists[0]!.nodes[2]!.chips.map((c) => c.text),
    ['Visitors', 'DIRECTREG3 on'],
  );
  assert.equal(
    gateChips({ flags: ['!MAILCEN'], memberTypes: { exclude: [4] } }).map((c) => c.text),
    ['MAILCEN off', 'Not types 4'],
  );
});
t("a new widget starts with its schema's defaults", () => {
  const bundle = schemaBundle() as any;
  assert.equal(defaultsOf(propsSchema(bundle, 'banner-slider')), { group: 'home', width: 750, height: 300 });
  const menu = propsSchema(bundle, 'menu')!;
  assert.ok(menu.properties.items.items.properties.label['x-label'], 'label keys marked for their picker');
  assert.ok(menu.properties.items.items.properties.to['x-route'], 'routes marked');
  assert.ok(menu.properties.items.items.properties.icon['x-icon'], 'icons marked');
  assert.ok(menu.properties.items.items.properties.gate.properties.flags['x-flags'], 'flag lists marked');
  assert.not.ok(menu.properties.items.items.oneOf, 'the to-or-actions constraint is left to the check');
});
t.run();
