import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { detailLabel, givingStrings, machineDetails, safeLink, type GivingMachinesStrings } from '../../../elements/unit-finder/giving-machines-logic.ts';

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

  const strings: GivingMachinesStrings = {
    heading: 'Máquinas de donación',
    mapLabel: 'Mapa',
    back: 'Todas',
    loading: 'Cargando…',
    loadError: 'Error',
    empty: 'Ninguna',
    retry: 'Otra vez',
    facebook: 'FB',
    instagram: 'IG',
    address: 'Dirección',
    venue: 'Lugar',
    dates: 'Fechas',
    hours: 'Horario',
    charities: 'Obras',
  };

  test('labels: the known fields from the wording (attributes), others by their own name', () => {
    assert.equal(detailLabel(strings, 'venue'), 'Lugar');
    assert.equal(detailLabel(strings, 'charities'), 'Obras');
    assert.equal(detailLabel({ ...strings, hours: 'Hours' }, 'hours'), 'Hours');
    assert.equal(detailLabel(strings, 'parking'), 'parking');
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

describe('the giving-machines wording from the finder', () => {
  const words = {
    mapLabel: 'Map of the results',
    givingMapLabel: 'Map of Giving Machine locations',
    givingHeading: 'Máquinas',
    givingBack: 'Todas',
    givingLoading: 'Cargando…',
    givingLoadError: 'Error',
    givingEmpty: 'Ninguna',
    givingRetry: 'Otra vez',
    givingFacebook: 'FB',
    givingInstagram: 'IG',
    givingAddress: 'Dirección',
    givingVenue: 'Lugar',
    givingDates: 'Fechas',
    givingHours: 'Horario',
    givingCharities: 'Obras',
  };

  test('each attribute reaches its place', () => {
    const strings = givingStrings(words, false);
    assert.equal(strings.heading, 'Máquinas');
    assert.equal(strings.back, 'Todas');
    assert.equal(strings.retry, 'Otra vez');
    assert.equal(strings.venue, 'Lugar');
    assert.equal(strings.charities, 'Obras');
  });

  test('the map is named by giving-map-label, unless the author set map-label', () => {
    assert.equal(givingStrings(words, false).mapLabel, 'Map of Giving Machine locations');
    assert.equal(givingStrings({ ...words, mapLabel: 'Mapa' }, true).mapLabel, 'Mapa');
  });
});
