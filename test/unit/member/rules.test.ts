// Promotion application rules, badge counts, article normalisation, routes and invite-link templates.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { addImages, commentError } from '../../../widgets/member/application.ts';
import { countOf } from '../../../widgets/member/counts.ts';
import { fillRoute, toArticles } from '../../../widgets/member/articles.ts';
import { coverOf, inCategory, statusKey } from '../../../widgets/member/promotions.ts';
import { stripHandlers } from '../../../widgets/html/sanitize.ts';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX_BYTES } from '../../../engine/page-constants.ts';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

const form = suite('application form rules');
form('a comment may have 140 characters, not 141 (characters, not UTF-16 units)', () => {
  assert.is(commentError('a'.repeat(ACTIVITY_COMMENT_MAX)), null);
  assert.is(commentError('a'.repeat(ACTIVITY_COMMENT_MAX + 1)), 'promo_comment_too_long');
  assert.is(commentError('🎁'.repeat(ACTIVITY_COMMENT_MAX)), null);
});
form('png and jpg up to 5 MB are kept, up to 3; each problem is named', () => {
  const ok = addImages([], [file('a.png'), file('b.jpg', 'image/jpeg', ACTIVITY_IMAGE_MAX_BYTES)]);
  assert.equal([ok.files.length, ok.error], [2, null]);
  assert.is(addImages([], [file('c.gif', 'image/gif')]).error, 'promo_image_type');
  assert.is(addImages([], [file('d.png', 'image/png', ACTIVITY_IMAGE_MAX_BYTES + 1)]).error, 'promo_image_size');
  const four = addImages(ok.files, [file('e.png'), file('f.png')]);
  assert.equal([four.files.map((f) => f.name), four.error], [['a.png', 'b.jpg', 'e.png'], 'promo_image_count']);
});
form('the first problem is reported while acceptable files are still added', () => {
  const r = addImages([], [file('x.webp', 'image/webp'), file('y.png')]);
  assert.equal([r.files.map((f) => f.name), r.error], [['y.png'], 'promo_image_type']);
});
form.run();

const counts = suite('countOf');
counts('reads a number at a path, or the value itself; anything else is 0', () => {
  assert.is(countOf(14), 14);
  assert.is(countOf({ footer: { unreadCount: 3 } }, 'footer.unreadCount'), 3);
  assert.is(countOf({ unclaimed: 2 }, 'unclaimed'), 2);
  for (const bad of [null, undefined, 'x', -4, {}, NaN]) assert.is(countOf(bad), 0);
  assert.is(countOf({}, 'footer.unreadCount'), 0);
});
counts.run();

const articles = suite('toArticles and fillRoute');
articles('keeps titled entries, numbers them from the offset, and never throws on junk', () => {
  const list = toArticles([{ title: 'A', content: '<p>a</p>' }, null, { content: 'no title' }, { id: 7, title: 'B', read: false }], 10);
  assert.equal(
    list.map((a) => [a.id, a.index, a.title, a.read]),
    [
      ['10', 10, 'A', undefined],
      ['7', 11, 'B', false],
    ],
  );
  assert.equal(toArticles({ not: 'a list' }), []);
});
articles('routes fill {index} and {id}', () => {
  const [a] = toArticles([{ id: 'x y', title: 'T' }], 2);
  assert.is(fillRoute('/m/helpDetail?i={index}', a!), '/m/helpDetail?i=2');
  assert.is(fillRoute('/m/message?id={id}', a!), '/m/message?id=x%20y');
});
articles.run();

const promos = suite('promotions');
promos('the cover is the image with sequence 1, else the lowest sequence', () => {
  assert.is(
    coverOf({
      announcementImages: [
        { sequence: 2, url: '/b' },
        { sequence: 1, url: '/a' },
      ],
    }),
    '/a',
  );
  assert.is(
    coverOf({
      announcementImages: [
        { sequence: 3, url: '/c' },
        { sequence: 2, url: '/b' },
      ],
    }),
    '/b',
  );
  assert.is(coverOf({ announcementImages: [] }), undefined);
  assert.is(coverOf({ announcementImages: null as never }), undefined);
});
promos('categories filter by id; all matches everything; statuses map to label keys', () => {
  const p = {
    id: 1,
    title: 'x',
    content: '',
    startDate: '',
    endDate: null,
    noExpiry: 0 as const,
    announcementImages: [],
    promoAnnouncementCategoryIds: [5, 1],
  };
  assert.ok(inCategory(p, '1'));
  assert.not.ok(inCategory(p, '2'));
  assert.ok(inCategory(p, 'all'));
  assert.not.ok(inCategory({ ...p, promoAnnouncementCategoryIds: undefined }, '1'));
  assert.is(statusKey('coming soon'), 'promo_status_coming_soon');
  assert.is(statusKey('Claim'), 'promo_status_claim');
});
promos.run();

const strip = suite('stripHandlers (the pre-parse filter; DOMPurify is checked in the browser tests)');
strip('drops on* attributes in any position and quoting, and leaves text alone', () => {
  assert.is(stripHandlers('<img src=x onerror=alert(1)>'), '<img src=x >');
  assert.is(stripHandlers('<div onclick="steal()">Click</div>'), '<div >Click</div>');
  assert.is(stripHandlers("<img/onerror='a' src=y>"), '<img/ src=y>');
  assert.is(stripHandlers('<a href="/x" onmouseover=a ONCLICK=b>t</a>'), '<a href="/x"  >t</a>');
  assert.is(stripHandlers('<p>say onclick=hi</p>'), '<p>say onclick=hi</p>');
});
strip.run();
