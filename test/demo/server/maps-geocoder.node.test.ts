/**
 * The reference geocoder reads addresses as people write them: US grid addresses, 'Main St', a city with
 * its state, a ZIP, a named place, a city abroad. Each answer names the right town, with the accuracy and
 * confidence a real geocoder gives (a street address ROOFTOP or INTERPOLATION, a bare town APPROXIMATE).
 * In process, over the generated data the server serves.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getMapsData } from '../../../demo/server/maps/data.ts';
import { GRID_METRES_PER_NUMBER, Geocoder } from '../../../demo/server/maps/geocoder.ts';
import { haversineMetres } from '../../../demo/server/maps/geo-math.ts';

interface Row {
  input: string;
  /** The town the answer names (address.city), its state for the US, its country. */
  city: string;
  state?: string;
  country: string;
  accuracy: 'ROOFTOP' | 'INTERPOLATION' | 'APPROXIMATE';
  confidence: 'HIGH' | 'MEDIUM' | 'LOW';
  /** Where it must be: within `km` of this point. */
  near?: { latitude: number; longitude: number; km: number };
  /** An unknown street or landmark in a known town: the town, said to be partial. */
  partial?: boolean;
}

const PROVO = { latitude: 40.2338, longitude: -111.6585 };

const data = getMapsData();
const SALT_LAKE_CITY = { latitude: 40.7608, longitude: -111.891 };

/**
 * Temples named as people name them. The generator places temples where its stakes are, so whether
 * Provo has one depends on the seed: when it does, the answer is the temple (ROOFTOP); when not, the
 * town of Provo, partial. Either way Provo, Utah, and never Temple, Texas.
 */
function namedPlaceRows(): Row[] {
  const provoTemple = data.locations.some((r) => r.type.startsWith('TEMPLE') && r.name === 'Provo Utah Temple');
  const place = { city: 'Provo', state: 'UT', country: 'US', near: { ...PROVO, km: 10 } } as const;
  const found = { accuracy: 'ROOFTOP', confidence: 'HIGH' } as const;
  const town = { accuracy: 'APPROXIMATE', confidence: 'LOW', partial: true } as const;
  return [
    { input: 'Provo Utah Temple', ...place, ...(provoTemple ? found : town) },
    { input: 'Provo Temple', ...place, ...(provoTemple ? found : town) },
    { input: 'Salt Lake City Utah Temple', city: '', state: 'UT', country: 'US', ...found, near: { ...SALT_LAKE_CITY, km: 25 } },
    { input: 'Salt Lake Temple', city: '', state: 'UT', country: 'US', ...found, near: { ...SALT_LAKE_CITY, km: 25 } },
    { input: 'Temple Square', city: '', state: 'UT', country: 'US', ...found, near: { ...SALT_LAKE_CITY, km: 25 } },
  ];
}

const ROWS: Row[] = [
  // US grid addresses (Utah and Idaho): the grid's numbers from the town's centre.
  { input: '1953 N 500 W, Provo', city: 'Provo', state: 'UT', country: 'US', accuracy: 'INTERPOLATION', confidence: 'MEDIUM' },
  { input: '1953 N 500 W, Provo, UT 84604', city: 'Provo', state: 'UT', country: 'US', accuracy: 'INTERPOLATION', confidence: 'HIGH' },
  { input: '455 East 1700 North, Orem, Utah', city: 'Orem', state: 'UT', country: 'US', accuracy: 'INTERPOLATION', confidence: 'HIGH' },
  { input: '123 N Main St, Springville, UT', city: 'Springville', state: 'UT', country: 'US', accuracy: 'INTERPOLATION', confidence: 'HIGH' },
  { input: '75 W Center St, Logan, UT', city: 'Logan', state: 'UT', country: 'US', accuracy: 'INTERPOLATION', confidence: 'HIGH' },
  { input: '2761 S 1300 E, Salt Lake City, UT', city: 'Salt Lake City', state: 'UT', country: 'US', accuracy: 'INTERPOLATION', confidence: 'HIGH' },
  { input: '321 E 400 N, Rexburg, ID', city: 'Rexburg', state: 'ID', country: 'US', accuracy: 'INTERPOLATION', confidence: 'HIGH' },
  // 'Main St' in a town whose streets the gazetteer does not hold: the town, partial, as a real geocoder does.
  { input: '100 Main Street, Boston, MA', city: 'Boston', state: 'MA', country: 'US', accuracy: 'APPROXIMATE', confidence: 'LOW', partial: true },
  { input: '42 Main St, Ames, Iowa', city: 'Ames', state: 'IA', country: 'US', accuracy: 'APPROXIMATE', confidence: 'LOW', partial: true },
  // A city and its state; a town whose name is a street word, written as its own part.
  { input: 'Provo, UT', city: 'Provo', state: 'UT', country: 'US', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'Mesa, Arizona', city: 'Mesa', state: 'AZ', country: 'US', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'Idaho Falls, ID', city: 'Idaho Falls', state: 'ID', country: 'US', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'West, TX', city: 'West', state: 'TX', country: 'US', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  // ZIP codes.
  { input: '84604', city: 'Provo', state: 'UT', country: 'US', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: '83440', city: 'Rexburg', state: 'ID', country: 'US', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  // Named places: the place itself when the data has it, else its town (never Temple, Texas).
  ...namedPlaceRows(),
  { input: 'Provo Utah Stadium', city: 'Provo', state: 'UT', country: 'US', accuracy: 'APPROXIMATE', confidence: 'LOW', partial: true },
  { input: 'Orem Utah Hospital', city: 'Orem', state: 'UT', country: 'US', accuracy: 'APPROXIMATE', confidence: 'LOW', partial: true },
  {
    input: 'Carthage Jail',
    city: '',
    state: 'IL',
    country: 'US',
    accuracy: 'ROOFTOP',
    confidence: 'HIGH',
    near: { latitude: 40.4128, longitude: -91.1368, km: 25 },
  },
  {
    input: 'Hill Cumorah',
    city: '',
    state: 'NY',
    country: 'US',
    accuracy: 'ROOFTOP',
    confidence: 'HIGH',
    near: { latitude: 43.0637, longitude: -77.2333, km: 25 },
  },
  {
    input: 'Logan Tabernacle',
    city: '',
    state: 'UT',
    country: 'US',
    accuracy: 'ROOFTOP',
    confidence: 'HIGH',
    near: { latitude: 41.737, longitude: -111.8338, km: 25 },
  },
  // International cities.
  { input: 'London, United Kingdom', city: 'London', country: 'GB', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'Tokyo, Japan', city: 'Tokyo', country: 'JP', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'Mexico City', city: 'Mexico City', country: 'MX', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'São Paulo, Brazil', city: 'São Paulo', country: 'BR', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'Auckland, New Zealand', city: 'Auckland', country: 'NZ', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
  { input: 'Manila, Philippines', city: 'Manila', country: 'PH', accuracy: 'APPROXIMATE', confidence: 'MEDIUM' },
];

describe('the reference geocoder reads addresses as people write them', () => {
  const geocoder = new Geocoder(data);
  const geocode = (input: string) => geocoder.geocode(input, { limit: 5, unfiltered: false });

  for (const row of ROWS) {
    test(`${row.input} -> ${row.city || row.state} (${row.accuracy}, ${row.confidence})`, () => {
      const [hit] = geocode(row.input);
      assert.ok(hit, 'an answer');
      const where = `${hit.address.formatted} [${hit.match.accuracy} ${hit.match.confidence}]`;
      if (row.city) assert.equal(hit.address.city, row.city, where);
      if (row.state) assert.equal(hit.address.state, row.state, where);
      assert.equal(hit.address.country, row.country, where);
      assert.equal(hit.match.accuracy, row.accuracy, where);
      assert.equal(hit.match.confidence, row.confidence, where);
      assert.equal(hit.match.partial ?? false, row.partial ?? false, where);
      if (row.accuracy !== 'APPROXIMATE') assert.equal(hit.match.level, 'STREET', where);
      if (row.near) {
        const km = haversineMetres(row.near.longitude, row.near.latitude, hit.coordinates.longitude, hit.coordinates.latitude) / 1000;
        assert.ok(km <= row.near.km, `${km.toFixed(1)} km from where it is: ${where}`);
      }
    });
  }

  test('trailing street words are not towns: no answer is in West or Temple, Texas', () => {
    for (const input of [
      '1953 N 500 W, Provo',
      '1900 N 500 W',
      '1953 N 500 W',
      'Provo Utah Temple',
      'Salt Lake Temple',
      '500 South Main Street',
      '84 E Temple',
    ]) {
      for (const hit of geocode(input)) {
        assert.ok(!(hit.address.state === 'TX' && ['West', 'Temple', 'South', 'Main'].includes(hit.address.city ?? '')), `${input}: ${hit.address.formatted}`);
      }
    }
  });

  test("a grid address lands where the grid puts it: '1953 N 500 W, Provo' is 1953 numbers north and 500 west of the centre", () => {
    const [centre] = geocode('Provo, UT');
    const [hit] = geocode('1953 N 500 W, Provo, UT');
    assert.ok(centre && hit);
    const north = haversineMetres(centre.coordinates.longitude, centre.coordinates.latitude, centre.coordinates.longitude, hit.coordinates.latitude);
    const west = haversineMetres(centre.coordinates.longitude, hit.coordinates.latitude, hit.coordinates.longitude, hit.coordinates.latitude);
    assert.ok(Math.abs(north - 1953 * GRID_METRES_PER_NUMBER) < 5, `${north} m north`);
    assert.ok(Math.abs(west - 500 * GRID_METRES_PER_NUMBER) < 5, `${west} m west`);
    assert.ok(hit.coordinates.latitude > centre.coordinates.latitude && hit.coordinates.longitude < centre.coordinates.longitude);
    assert.ok(haversineMetres(PROVO.longitude, PROVO.latitude, hit.coordinates.longitude, hit.coordinates.latitude) < 8000);
  });

  test("the generated grid addresses agree with the grid: a Utah meetinghouse's address geocodes to within 150 m of it", () => {
    const grid = /^\d+ [NSEW] (\d+ [NSEW]|Main St|Center St)$/;
    const houses = data.locations.filter((r) => r.type === 'MEETINGHOUSE' && r.address?.state === 'UT' && grid.test(r.address.street1)).slice(0, 40);
    assert.ok(houses.length >= 20, `${houses.length} grid addresses`);
    for (const house of houses) {
      const address = house.address!;
      // Another house number on the same street, so the answer is the grid's, not the building's own.
      const moved = address.street1.replace(/^\d+/, (n) => String(Number(n) + 1));
      const [hit] = geocode(`${moved}, ${address.city}, ${address.state}`);
      assert.ok(hit, moved);
      assert.equal(hit.match.accuracy, 'INTERPOLATION', `${moved}, ${address.city}: ${hit.match.accuracy}`);
      const metres = haversineMetres(house.longitude, house.latitude, hit.coordinates.longitude, hit.coordinates.latitude);
      assert.ok(metres < 150, `${moved}, ${address.city}: ${Math.round(metres)} m from the building`);
    }
  });
});
