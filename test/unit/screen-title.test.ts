// titleKey: a screen's title by a parameter (game list per gameType) or a state path (first password).
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { titleKey } from '../../engine/screens/title.ts';

const s = suite('titleKey');
const list = { title: 'game_list', titleBy: { param: 'gameType', labels: { RNG: 'cat_rng', FISH: 'cat_fish' } } };
const psw = { title: 'change_password', titleBy: { state: 'session.firstTimeLogin', labels: { true: 'first_password' } } };
const none = () => undefined;
s('without titleBy, the title', () => assert.is(titleKey({ title: 'home' }, {}, none), 'home'));
s('by parameter', () => {
  assert.is(titleKey(list, { gameType: 'FISH' }, none), 'cat_fish');
  assert.is(titleKey(list, { gameType: 'RNG' }, none), 'cat_rng');
});
s('an unknown or missing value keeps the title (no prototype keys)', () => {
  assert.is(titleKey(list, { gameType: 'XYZ' }, none), 'game_list');
  assert.is(titleKey(list, {}, none), 'game_list');
  assert.is(titleKey(list, { gameType: 'constructor' }, none), 'game_list');
});
s('by state path', () => {
  assert.is(
    titleKey(psw, {}, (p) => (p === 'session.firstTimeLogin' ? true : undefined)),
    'first_password',
  );
  assert.is(
    titleKey(psw, {}, () => false),
    'change_password',
  );
  assert.is(titleKey(psw, {}, none), 'change_password');
});
s.run();
