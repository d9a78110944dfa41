import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaignLink, campaignShows, idList, modeOf } from '../../../elements/campaigner/campaigner-logic.ts';

const rule = (over: Partial<Parameters<typeof campaignShows>[0]> = {}) => ({
  mode: modeOf('dynamic-display'),
  campaignIds: ['10', '24'],
  unitIds: [] as string[],
  unit: '',
  ...over,
});

test('mode first: always-display shows, none and unknown modes hide, whatever the cookie', () => {
  assert.equal(campaignShows(rule({ mode: modeOf('always-display') }), undefined), true);
  assert.equal(campaignShows(rule({ mode: modeOf('none') }), '10'), false);
  assert.equal(campaignShows(rule({ mode: modeOf('sometimes') }), '10'), false);
  assert.equal(modeOf('sometimes'), undefined);
});

test('dynamic display: the campaign cookie must be in the list', () => {
  assert.equal(campaignShows(rule(), '24'), true);
  assert.equal(campaignShows(rule(), ' 10 '), true);
  assert.equal(campaignShows(rule(), '99'), false);
  assert.equal(campaignShows(rule(), undefined), false);
  assert.equal(campaignShows(rule({ campaignIds: [] }), '10'), false);
});

test('with a unit: the unit must be in the unit list as well (spec section 6)', () => {
  assert.equal(campaignShows(rule({ unit: '52167', unitIds: ['52167', '81434'] }), '24'), true);
  assert.equal(campaignShows(rule({ unit: '11111', unitIds: ['52167'] }), '24'), false);
  assert.equal(campaignShows(rule({ unit: '52167', unitIds: [] }), '24'), false);
  assert.equal(campaignShows(rule({ unit: '52167', unitIds: ['52167'] }), '99'), false);
});

test('lists and the link carrying cid', () => {
  assert.deepEqual(idList(' 10, 24 ,,'), ['10', '24']);
  assert.equal(campaignLink(new URL('https://site.test/visit?x=1#f'), '24'), 'https://site.test/visit?x=1&cid=24#f');
  assert.equal(campaignLink(new URL('https://site.test/visit?cid=1'), '24'), 'https://site.test/visit?cid=24');
  assert.equal(campaignLink(new URL('https://site.test/visit'), undefined), 'https://site.test/visit');
});
