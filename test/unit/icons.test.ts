import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';

test('the schema icon names and the icon set are the same list', () => {
  const defs = JSON.parse(readFileSync('schema/defs.schema.json', 'utf8'));
  const source = readFileSync('widgets/ui/icons.tsx', 'utf8');
  const block = source.slice(source.indexOf('const paths = {'), source.indexOf('} as const;'));
  const names = [...block.matchAll(/^\s+'?([a-z-]+)'?:/gm)].map((m) => m[1]);
  assert.equal([...names].sort(), [...defs.$defs.icon.enum].sort());
});
test.run();
