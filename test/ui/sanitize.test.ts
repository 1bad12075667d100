// The sanitiser's guarantees, checked on its output whatever DOM runs it: parsed, the output holds no script, style,
// frame or form, no on* attribute, no javascript:/data: URL, and no link or image off the configured hosts. Under
// happy-dom DOMPurify cannot work, so the self-check must fall back to text; test/e2e/sanitize.e2e.ts runs the same
// corpus through the real DOMPurify in Chromium.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { sanitizeHtml } from '../../widgets/html/sanitize.ts';
import { HOSTILE_HTML, violations } from '../helpers/html-guarantees.ts';

const parse = (html: string) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
};

const s = suite('sanitizeHtml');
s.before(setupDom);
s.after(teardownDom);
s('hostile platform HTML: nothing the sanitiser guarantees against survives', () => {
  for (const html of HOSTILE_HTML) assert.equal(violations(parse(sanitizeHtml(html)), ['cdn.example.com']), [], html);
});
s('generated mixes of hostile fragments and text', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.constantFrom(...HOSTILE_HTML), fc.string({ maxLength: 12 })), { maxLength: 6 }), (parts) => {
      const html = parts.join('');
      assert.equal(violations(parse(sanitizeHtml(html)), ['cdn.example.com']), [], html);
    }),
    { numRuns: 300 },
  );
});
s('the text of the content is kept', () => {
  assert.match(sanitizeHtml('<p>Double your <b>first</b> deposit</p><script>x</script>'), /Double your\s+first\s+deposit/);
});
s('anything but a string is empty', () => {
  for (const v of [null, undefined, 3, {}]) assert.is(sanitizeHtml(v), '');
});
s.run();
