import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visitorMaySee, walkWidgets, widgetsOf, widgetTypesOf } from '../../engine/screens/tree.js';
import { identityAllows } from '../../engine/gates.ts';
import type { Gate } from '../../engine/schema-types.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';

const screen = (widgets: unknown[], header: unknown = { mode: 'hidden' }) =>
  ({ id: 's', routes: ['/s'], title: 't', header, footer: false, widgets }) as ScreenDef;
const sample = screen(
  [
    { type: 'a', children: [{ type: 'b' }] },
    { type: 'popup', defer: true, children: [{ type: 'b' }, { type: 'd' }] },
  ],
  { mode: 'logo', widgets: [{ type: 'c' }] },
);

const walk = suite('walkWidgets');
walk('visits header widgets, widgets and children with pointers', () => {
  const s = screen([{ type: 'a', children: [{ type: 'b' }] }], { mode: 'logo', widgets: [{ type: 'c' }] });
  assert.equal(
    [...walkWidgets(s)].map(([n, p]) => `${n.type}@${p}`),
    ['c@/header/widgets/0', 'a@/widgets/0', 'b@/widgets/0/children/0'],
  );
});
walk('a deferred node defers its children', () => {
  const s = screen([{ type: 'a', defer: true, children: [{ type: 'b' }] }, { type: 'c' }]);
  assert.equal(
    [...walkWidgets(s)].map(([n, , d]) => `${n.type}:${d}`),
    ['a:true', 'b:true', 'c:false'],
  );
});
walk("each node comes with the gates it shows behind: its own and its parents'", () => {
  const member = { roles: ['member'] } as const;
  const s = screen([{ type: 'a', gate: member, children: [{ type: 'b', gate: { flags: ['MAILCEN'] } }] }, { type: 'c' }]);
  assert.equal(
    [...walkWidgets(s)].map(([n, , , g]) => `${n.type}:${JSON.stringify(g)}`),
    ['a:[{"roles":["member"]}]', 'b:[{"roles":["member"]},{"flags":["MAILCEN"]}]', 'c:[]'],
  );
});
walk('a screen without widgets or header walks nothing', () => {
  assert.equal([...walkWidgets({})], []);
});
walk.run();

const nodes = suite('widgetsOf');
nodes('every node in walk order, the very objects of the screen', () => {
  const list = widgetsOf(sample);
  assert.equal(
    list.map((n) => n.type),
    ['c', 'a', 'b', 'popup', 'b', 'd'],
  );
  assert.is(list[1], sample.widgets[0]);
});
nodes.run();

const types = suite('widgetTypesOf');
types('each type once, in walk order; now and later split on defer', () => {
  assert.equal(widgetTypesOf(sample), ['c', 'a', 'b', 'popup', 'd']);
  assert.equal(widgetTypesOf(sample, 'now'), ['c', 'a', 'b']);
  assert.equal(widgetTypesOf(sample, 'later'), ['popup', 'b', 'd'], 'a type used both ways is in both');
});

types('with a gate test, only the types of nodes it lets through', () => {
  const s = screen(
    [
      { type: 'a', gate: { roles: ['visitor', 'member'] } },
      { type: 'b', gate: { roles: ['member'] }, children: [{ type: 'c' }] },
    ],
    { mode: 'logo', widgets: [{ type: 'd', gate: { memberTypes: { include: [1] } } }, { type: 'b' }] },
  );
  assert.equal(widgetTypesOf(s, 'now', visitorMaySee), ['b', 'a'], 'c only shows behind a member gate; d behind a member type');
});
types('visitorMaySee agrees with the run-time gates for a visitor, on every gate of every shipped screen', () => {
  for (const f of readdirSync(join(process.cwd(), 'screens')).filter((n) => n.endsWith('.json') && n !== 'app.json')) {
    const s = JSON.parse(readFileSync(join(process.cwd(), 'screens', f), 'utf8')) as ScreenDef;
    for (const [n, , , gates] of walkWidgets(s))
      assert.is(visitorMaySee(gates), identityAllows(gates as Gate[], null), `${f}: ${n.type} ${JSON.stringify(gates)}`);
  }
});

// Every shipped screen: the walk finds exactly the widget nodes a plain scan of the JSON finds (any object
// whose pointer ends in widgets/<i> or children/<i>), with the same pointers.
const dir = join(process.cwd(), 'screens');
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'app.json');
const scan = (v: unknown, pointer: string, out: string[]) => {
  if (Array.isArray(v)) v.forEach((x, i) => scan(x, `${pointer}/${i}`, out));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (/^(\/header)?\/widgets\/\d+$|\/children\/\d+$/.test(pointer) && typeof o.type === 'string') out.push(`${o.type}@${pointer}`);
    for (const [k, x] of Object.entries(o)) if (k !== 'props') scan(x, `${pointer}/${k}`, out);
  }
  return out;
};
types('on every screen in screens/, the types and nodes a plain scan of the file finds', () => {
  assert.ok(files.length > 40);
  for (const f of files) {
    const s = JSON.parse(readFileSync(join(dir, f), 'utf8')) as ScreenDef;
    const found = scan(s, '', []);
    assert.equal([...walkWidgets(s)].map(([n, p]) => `${n.type}@${p}`).sort(), [...found].sort(), f);
    assert.equal(widgetTypesOf(s).sort(), [...new Set(found.map((x) => x.split('@')[0]))].sort(), f);
  }
});
types.run();
