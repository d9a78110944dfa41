import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { detailLabel, GIVING_MACHINES_STRINGS, givingMachines, safeLink, toGivingMachine } from '../../elements/unit-finder/giving-machines-logic.ts';
import type { Location } from '../../maps/service/types.ts';

/** The shape the reference maps service answers for a GIVING_MACHINE location (demo/server/maps/serialize.ts). */
const newYork: Location = {
  id: '2123224',
  key: 'GIVING_MACHINE:2123224',
  type: 'GIVING_MACHINE',
  name: 'New York City Giving Machines',
  coordinates: { latitude: 40.717488, longitude: -74.010826 },
  address: { street1: '8183 Spring Way', city: 'New York', state: 'NY', postalCode: '10282', formatted: '8183 Spring Way, New York, NY 10282' },
  properties: {
    Language: 'English',
    facebook: 'https://www.facebook.com/givingmachines.newyorkcity',
    instagram: 'https://www.instagram.com/givingmachines_newyorkcity',
    venue: 'Shopping Center',
    dates: '20 November – 1 January',
    hours: '10:00–20:00',
    charities: ['Animal Rescue League', 'School Supply Drive'],
  },
};

describe('giving machines: a location read as a machine (spec section 3)', () => {
  test('id, name, position, address, links and the detail fields in order', () => {
    const machine = toGivingMachine(newYork);
    assert.deepEqual(machine, {
      id: '2123224',
      name: 'New York City Giving Machines',
      position: { latitude: 40.717488, longitude: -74.010826 },
      address: '8183 Spring Way, New York, NY 10282',
      facebook: 'https://www.facebook.com/givingmachines.newyorkcity',
      instagram: 'https://www.instagram.com/givingmachines_newyorkcity',
      details: [
        { key: 'venue', text: 'Shopping Center' },
        { key: 'dates', text: '20 November – 1 January' },
        { key: 'hours', text: '10:00–20:00' },
        { key: 'charities', text: 'Animal Rescue League, School Supply Drive' },
      ],
    });
  });

  test('other text fields of the data are details too, labelled by their name; known ones by the wording', () => {
    const machine = toGivingMachine({ ...newYork, properties: { parking: 'Level 2', venue: 'Plaza', LocalNames: ['x'], empty: ' ', odd: { a: 1 } } });
    assert.deepEqual(machine?.details, [
      { key: 'venue', text: 'Plaza' },
      { key: 'parking', text: 'Level 2' },
    ]);
    assert.equal(detailLabel(GIVING_MACHINES_STRINGS, 'venue'), 'Where');
    assert.equal(detailLabel({ ...GIVING_MACHINES_STRINGS, hours: 'Horario' }, 'hours'), 'Horario');
    assert.equal(detailLabel(GIVING_MACHINES_STRINGS, 'parking'), 'parking');
  });

  test('links from the data are http(s) only: script, data and relative addresses are dropped', () => {
    assert.equal(safeLink('javascript:alert(1)'), undefined);
    assert.equal(safeLink('data:text/html,<b>x</b>'), undefined);
    assert.equal(safeLink('/relative'), undefined);
    assert.equal(safeLink(42), undefined);
    assert.equal(safeLink(' https://example.org/a '), 'https://example.org/a');
    const machine = toGivingMachine({ ...newYork, properties: { facebook: 'javascript:alert(1)', instagram: 'http://insta.example/x' } });
    assert.equal(machine?.facebook, undefined);
    assert.equal(machine?.instagram, 'http://insta.example/x');
  });

  test('no address: the parts joined; without id, name or coordinates: not a machine', () => {
    assert.equal(toGivingMachine({ ...newYork, address: { street1: '1 Main St', city: 'Provo', state: 'UT' } })?.address, '1 Main St, Provo, UT');
    assert.equal(toGivingMachine({ ...newYork, address: undefined })?.address, '');
    assert.equal(toGivingMachine({ ...newYork, name: '' }), undefined);
    assert.equal(toGivingMachine({ ...newYork, coordinates: undefined }), undefined);
    assert.equal(toGivingMachine({ ...newYork, coordinates: { latitude: Number.NaN, longitude: 1 } }), undefined);
  });

  test('the list: sorted by name, each id once, unusable locations left out', () => {
    const list = givingMachines([
      { ...newYork, id: '2', name: 'Provo Giving Machines' },
      newYork,
      { ...newYork, id: '3', name: 'Auckland Giving Machines' },
      { ...newYork, name: 'Duplicate' },
      { ...newYork, id: '4', coordinates: undefined },
    ]);
    assert.deepEqual(
      list.map((machine) => machine.name),
      ['Auckland Giving Machines', 'New York City Giving Machines', 'Provo Giving Machines'],
    );
  });
});
