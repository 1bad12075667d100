// Completion from the schemas and the EN catalogue: property names, widget types, props by widget type,
// flag names, icons, label keys and routes, at a cursor in real screen text (no editor needed).
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { optionsAt, type CompletionData } from '../../../studio/complete.ts';
import type { Bundle } from '../../../studio/schema-walk.ts';
import { contextAt } from '../../../studio/json-context.ts';
import { studioMeta } from '../../../server/studio/meta.ts';

const meta = studioMeta();
const data: CompletionData = { schemas: meta.schemas as Bundle, labels: meta.labels, routes: ['/m/home', '/m/login'] };
/** Options at the | in `text`. */
const at = (text: string, file = 'home.json') =>
  optionsAt(data, file, text.replace('|', ''), text.indexOf('|')).options.map((o) => o.label);

const s = suite('studio: completion');

s('the cursor context: path, key or value, typed text', () => {
  const ctx = contextAt('{"widgets": [{"type": "he', 25);
  assert.equal(ctx.path, ['widgets', 0, 'type']);
  assert.is(ctx.kind, 'value');
  assert.is(ctx.typed, 'he');
  assert.is(contextAt('{"id": "x", "', 13).kind, 'key');
});

s('screen property names, without those already present', () => {
  const names = at('{ "id": "x", | }');
  assert.ok(names.includes('routes') && names.includes('widgets') && names.includes('footer'));
  assert.not.ok(names.includes('id'));
});

s('widget types, and props by the widget type', () => {
  assert.ok(at('{ "widgets": [ { "type": "|" } ] }').includes('heading'));
  assert.equal(at('{ "widgets": [ { "type": "heading", "props": { | } } ] }').sort(), ['level', 'text']);
});

s('flag names (and negations), icons, roles', () => {
  const flags = at('{ "widgets": [ { "type": "text", "gate": { "flags": ["|"] } } ] }');
  assert.ok(flags.includes('REFERRAL') && flags.includes('!REFERRAL'));
  assert.ok(at('{ "widgets": [ { "type": "gate", "gate": { "roles": [|] } } ] }').includes('agent'));
  assert.ok(at('{ "widgets": [ { "type": "button", "props": { "icon": "|" } } ] }').length > 3);
});

s('label keys with their EN text, and routes for navigation targets', () => {
  const res = optionsAt(data, 'home.json', '{ "title": "" }', 12).options;
  const home = res.find((o) => o.label === 'home');
  assert.ok(home, 'label key "home"');
  assert.is(home!.detail, meta.labels.home);
  assert.ok(at('{ "access": [ { "redirect": "|" } ] }').includes('/m/login'));
});

s('app.json uses the app schema', () => {
  assert.ok(at('{ | }', 'app.json').includes('footers'));
});

s.run();
