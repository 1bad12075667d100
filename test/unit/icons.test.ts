import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';

/** The icon names of a `const <name> = { ... } as const;` block of a source file. */
function namesIn(file: string, block: string): string[] {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(`const ${block} = {`);
  const body = source.slice(start, source.indexOf('} as const;', start));
  return [...body.matchAll(/^\s+'?([a-z-]+)'?:/gm)].map((m) => m[1]!);
}

const first = namesIn('widgets/ui/icons.tsx', 'first');
const more = namesIn('widgets/ui/icons-more.ts', 'more');

test("the schema icon names and the icon set (the first paint's and the rest) are the same list", () => {
  const defs = JSON.parse(readFileSync('schema/defs.schema.json', 'utf8'));
  assert.equal([...first, ...more].sort(), [...defs.$defs.icon.enum].sort());
  assert.equal(
    first.filter((n) => more.includes(n)),
    [],
    'no icon is in both files',
  );
});

test("every footer icon of app.json is in the first paint's set", () => {
  const app = JSON.parse(readFileSync('screens/app.json', 'utf8'));
  for (const footer of Object.values(app.footers) as { items: { icon: string }[] }[])
    for (const item of footer.items) assert.ok(first.includes(item.icon), `footer icon "${item.icon}"`);
});
test.run();
