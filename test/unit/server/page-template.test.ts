// The server's page markers (server/page-template.js): the regions it fills, and a page without them failing
// loudly where the page is read (the build's check, the server's start), never at a request.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageTemplate, REGIONS } from '../../../server/page-template.js';
import { createAppServer } from '../../../server/app.ts';
import { markedPage } from '../../helpers/marked-page.ts';
import { removeTemp, tempDir } from '../../helpers/temp.ts';

const fill = suite('pageTemplate');
fill('fills the named regions, keeps the defaults of the others, and leaves the markers out', () => {
  const page = pageTemplate(markedPage('Hello'), 'test page');
  assert.is(page.defaults.title, '<title>Hello</title>');
  const out = page.fill({ title: '<title>Bye</title>', head: '<meta name="x">' });
  assert.is(out, '<!doctype html><html><head><title>Bye</title><meta name="x"></head><body><div id="root"></div></body></html>');
  assert.not.match(page.fill(), /app:/);
});
fill('a page without a marker, or with one twice or out of order, fails naming the page and the marker', () => {
  for (const name of REGIONS) {
    const lacking = markedPage('x').replace(`<!--/app:${name}-->`, '');
    assert.throws(
      () => pageTemplate(lacking, 'some/index.html'),
      (e: Error) => e.message.includes(`some/index.html`) && e.message.includes(`lacks <!--/app:${name}-->`),
    );
  }
  const twice = markedPage('x').replace('</body>', '<!--app:head--><!--/app:head--></body>');
  assert.throws(() => pageTemplate(twice, 'p'), /repeated or out of order/);
});
fill('the shipped static/index.html has every marker (the build checks it as it writes the page)', () => {
  const page = pageTemplate(readFileSync('static/index.html', 'utf8'), 'static/index.html');
  assert.match(page.defaults.root, /^<div id="root">/);
  assert.match(page.defaults.html, /^<html lang="en" dir="ltr">$/);
});
fill.run();

const start = suite('a build without the markers');
start('fails the server at its start, naming the file and the marker', () => {
  const dist = tempDir('unmarked-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), markedPage('x').replace('<!--app:root-->', ''));
  try {
    assert.throws(
      () => createAppServer({ root: process.cwd(), distDir: dist }),
      (e: Error) => e.message.includes(join(dist, 'index.html')) && e.message.includes('lacks <!--app:root-->'),
    );
  } finally {
    removeTemp(dist);
  }
});
start.run();
