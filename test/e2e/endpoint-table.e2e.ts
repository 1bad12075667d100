// The production build ships lean copies of schema/api/endpoints.json (build.mjs leaves out what only documents
// the table): the first paint's with each entry's policies, the transport's with its wire facts (path, module id,
// encoding). Every field the client acts on must survive in one of them: run against the built chunks, not the
// source.
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
    const entry = [...code.matchAll(new RegExp(`name:"${e.name}",[^}]*}`, 'g'))].map((m) => m[0]).join(' ');
    assert.ok(entry, `${e.name} is in the build`);
    for (const key of ['tokenQuery', 'cache', 'throttleMs', 'encoding', 'modID', 'encrypt']) {
      if (e[key] === undefined || e[key] === false) continue;
      assert.ok(entry.includes(`${key}:`), `${e.name} keeps ${key}`);
    }
    assert.not.ok(entry.includes('note:'), `${e.name} ships without its note`);
  }
});

test.run();
