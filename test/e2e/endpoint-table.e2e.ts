// The production build ships a lean copy of schema/api/endpoints.json (build.mjs leaves out what only documents
// the table). Every policy the client acts on must survive it: run against the built chunks, not the source.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };

const DIST = join(process.cwd(), 'dist', 'assets');
const chunks = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? chunks(join(dir, d.name)) : d.name.endsWith('.js') ? [readFileSync(join(dir, d.name), 'utf8')] : [],
  );

test("the built table keeps each entry's policies (tokenQuery, cache, throttleMs, encoding, modID) and drops the notes", () => {
  const code = chunks(DIST).join('\n');
  for (const e of endpoints.endpoints as Array<Record<string, unknown>>) {
    const entry = new RegExp(`name:"${e.name}",[^}]*}`).exec(code)?.[0];
    assert.ok(entry, `${e.name} is in the build`);
    for (const key of ['tokenQuery', 'cache', 'throttleMs', 'encoding', 'modID', 'encrypt']) {
      if (e[key] === undefined || e[key] === false) continue;
      assert.ok(entry.includes(`${key}:`), `${e.name} keeps ${key}`);
    }
    assert.not.ok(entry.includes('note:'), `${e.name} ships without its note`);
  }
});

test.run();
