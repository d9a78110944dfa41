import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { detailLabel, GIVING_MACHINES_STRINGS, machineDetails, safeLink } from '../../elements/unit-finder/giving-machines-logic.ts';

/** The detail fields listGivingMachines gives for a reference-service machine (demo/server/maps/serialize.ts). */
const newYork = {
  venue: 'Shopping Center',
  charities: ['Animal Rescue League', 'School Supply Drive'],
  hours: '10:00–20:00',
  dates: '20 November – 1 January',
};

describe('giving machines: the detail panel (spec section 3, other translated-labelled detail fields)', () => {
  test('venue, dates, hours and charities first, in that order, lists joined with commas', () => {
    assert.deepEqual(machineDetails(newYork), [
      { key: 'venue', text: 'Shopping Center' },
      { key: 'dates', text: '20 November – 1 January' },
      { key: 'hours', text: '10:00–20:00' },
      { key: 'charities', text: 'Animal Rescue League, School Supply Drive' },
    ]);
  });

  test('other fields of the data follow by name; empty ones and the links are left out', () => {
    assert.deepEqual(machineDetails({ parking: 'Level 2', venue: 'Plaza', empty: ' ', none: [], facebook: 'https://x.example' }), [
      { key: 'venue', text: 'Plaza' },
      { key: 'parking', text: 'Level 2' },
    ]);
    assert.deepEqual(machineDetails({}), []);
  });

  test('labels: the known fields from the wording (attributes), others by their own name', () => {
    assert.equal(detailLabel(GIVING_MACHINES_STRINGS, 'venue'), 'Where');
    assert.equal(detailLabel(GIVING_MACHINES_STRINGS, 'charities'), 'Charities');
    assert.equal(detailLabel({ ...GIVING_MACHINES_STRINGS, hours: 'Horario' }, 'hours'), 'Horario');
    assert.equal(detailLabel(GIVING_MACHINES_STRINGS, 'parking'), 'parking');
  });

  test('links from the data are followed only when http(s): script, data and relative addresses are dropped', () => {
    assert.equal(safeLink('javascript:alert(1)'), undefined);
    assert.equal(safeLink(' JaVaScRiPt:alert(1)'), undefined);
    assert.equal(safeLink('data:text/html,<b>x</b>'), undefined);
    assert.equal(safeLink('/relative'), undefined);
    assert.equal(safeLink(undefined), undefined);
    assert.equal(safeLink(' https://www.facebook.com/givingmachines.newyorkcity '), 'https://www.facebook.com/givingmachines.newyorkcity');
    assert.equal(safeLink('http://insta.example/x'), 'http://insta.example/x');
  });
});
