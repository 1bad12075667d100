// The platform's vendor lanes (value.data.lanes) as the client's vendor index: categories in the platform's order,
// ESPORTS and COCKFIGHT split out of SPORTS right after it (PLATFORM-API.md §6.7), icons from the image host.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sortedCategories, vendorsOf } from '../../../widgets/games/vendors.ts';
import { fromLanes, lotteryPrizeModeOf } from '../../../engine/api/readers/vendors.ts';

const card = (vassalage: string, displayName = vassalage) => ({
  vassalage,
  displayName,
  gameType: 'X',
  lagerIcon: `/big/${vassalage}.png`,
  gameCode: vassalage,
  isGame: false,
});

test('SPORTS cards of esports and cockfight vendors become their own categories, right after SPORTS', () => {
  const index = fromLanes(
    {
      data: {
        lanes: [
          { title: 'LIVE', cards: [card('EVO')] },
          { title: 'SPORTS', cards: [card('SABA'), card('TF'), card('IMES'), card('SV3'), card('IA')] },
          { title: 'RNG', cards: [card('JL'), card('PG')] },
        ],
      },
    },
    'https://img.example/',
  );
  assert.equal(sortedCategories(index), ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG']);
  assert.equal(
    vendorsOf(index, 'SPORTS').map((v) => v.vassalage),
    ['SABA'],
  );
  assert.equal(
    vendorsOf(index, 'ESPORTS').map((v) => v.vassalage),
    ['TF', 'IMES', 'IA'],
  );
  assert.equal(
    vendorsOf(index, 'COCKFIGHT').map((v) => v.vassalage),
    ['SV3'],
  );
  const [tf] = vendorsOf(index, 'ESPORTS');
  assert.equal(tf, {
    vassalage: 'TF',
    name: 'TF',
    accountTypeName: 'TF',
    mobileSmallIcon: 'https://img.example/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/TF-DEFAULT.png',
    mobileLargeIcon: '/big/TF.png',
    gameTypes: ['ESPORTS'],
  });
  assert.equal(index.sorting[2]?.vendorNames, [
    { vassalage: 'TF', accountTypeName: 'TF' },
    { vassalage: 'IMES', accountTypeName: 'IMES' },
    { vassalage: 'IA', accountTypeName: 'IA' },
  ]);
});

test('a TF card outside SPORTS stays where the platform put it; a category the client does not know is kept, broken lanes and cards are dropped', () => {
  const index = fromLanes({
    data: {
      lanes: [
        { title: 'RNG', cards: [card('TF'), { vassalage: '' }, null as never, { displayName: 'no code' } as never] },
        { title: 'SPB', cards: [card('SPB')] },
        null as never,
        { title: '<b>', cards: [card('X')] },
        { title: 7, cards: [] } as never,
      ],
    },
  });
  assert.equal(sortedCategories(index), ['RNG', 'SPB']);
  assert.equal(
    vendorsOf(index, 'RNG').map((v) => [v.vassalage, v.mobileSmallIcon]),
    [['TF', '']],
    'no image host: no small icon',
  );
});

test('an answer without lanes is an empty index, not a failure', () => {
  for (const answer of [null, undefined, {}, { data: {} }, { data: { lanes: 'x' } }] as never[]) {
    assert.equal(fromLanes(answer), { sorting: [], mapping: {} });
  }
});

test("the lottery menu's prize mode: ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT cards, else LOTT (quirk 15)", () => {
  const lanes = (cards: string[]) => ({
    data: {
      lanes: [
        { title: 'RNG', cards: [card('JL')] },
        { title: 'ELOTT', cards: cards.map((c) => card(c)) },
      ],
    },
  });
  assert.is(lotteryPrizeModeOf(lanes(['TCG_SEA', 'TCG_LOTTO_VN'])), 'ELOTT');
  assert.is(lotteryPrizeModeOf(lanes(['LOTT'])), 'ELOTT');
  assert.is(lotteryPrizeModeOf(lanes(['TCG_SEA'])), 'LOTT');
  for (const answer of [null, {}, { data: { lanes: [null] } }, { data: { lanes: [{ title: 'ELOTT' }] } }] as never[])
    assert.is(lotteryPrizeModeOf(answer), 'LOTT');
});

test.run();
