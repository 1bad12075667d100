// The member card reads member info as the platform may send it: the account and type always, the registration
// date and VIP label only where the platform gives them (this project's assumptions). Without them the card shows
// nothing in their place: no "NaN days", no skeleton left waiting.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup } from '../render.tsx';
import { stubEngine } from '../engine-stub.tsx';
import { MemberCard } from '../../../widgets/member/member-card.tsx';
import { memberOf } from '../../../engine/api/readers/session.ts';
import { session, signIn, signOut } from '../../../engine/session/store.ts';

const s = suite('member card');
s.before(() => setupDom());
s.after(async () => {
  signOut();
  await teardownDom();
});
s.after.each(() => cleanup());

function mount(member: unknown) {
  signIn({ token: 't', merchantCode: 'M', userName: 'player01', type: 0 });
  session.member = memberOf(member);
  session.wallet = { sumBalance: 1523.75 };
  const { wrap } = stubEngine();
  render(wrap(<MemberCard showBalance failed={false} onRetry={() => {}} />));
  return document.querySelector('.m-card__identity') as HTMLElement;
}

s("the platform's member info alone: name and balance, no joined line, no VIP, nothing left loading", () => {
  const card = mount({ id: 1, account: 'player01', nickname: 'P1', type: 0 });
  assert.match(card.textContent ?? '', /player01/);
  assert.match(card.textContent ?? '', /₱1523\.75/);
  assert.not.match(card.textContent ?? '', /NaN|member_joined_days/);
  assert.is(card.querySelector('.m-vip'), null);
  assert.is(card.querySelector('.m-card__meta--loading'), null);
});

s('with the assumed fields: the VIP label and the days since joining', () => {
  const card = mount({ account: 'player01', type: 0, vipLabel: 'VIP 3', regDate: new Date(Date.now() - 3 * 86_400_000).toISOString() });
  assert.is(card.querySelector('.m-vip')?.textContent, 'VIP 3');
  assert.match(card.textContent ?? '', /member_joined_days:3/);
});

s('a garbled registration date shows nothing either', () => {
  const card = mount({ account: 'player01', type: 0, regDate: 'not a date' });
  assert.not.match(card.textContent ?? '', /NaN|member_joined_days/);
  assert.is(card.querySelector('.m-card__meta--loading'), null);
});

s.run();
