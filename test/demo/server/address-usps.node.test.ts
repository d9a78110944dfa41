import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editDistance, fold, typoAllowance } from '../../../demo/server/address/text.ts';
import { normalizeUsStreetLine, parseUsStreetLine, suffixAbbreviation, suffixPrimaryName } from '../../../demo/server/address/usps.ts';

describe('USPS Publication 28 normalisation of a delivery line', () => {
  const cases: [string, string][] = [
    ['123 north main street apartment 4', '123 N Main St Apt 4'],
    ['123 N. Main St.', '123 N Main St'],
    ['  123   NORTH   MAIN   STREET  ', '123 N Main St'],
    ['456 south west avenue', '456 S West Ave'],
    ['789 Northeast Harbor Boulevard Suite 200', '789 NE Harbor Blvd Ste 200'],
    ['789 north east harbor boulevard', '789 NE Harbor Blvd'],
    ['10 Mountain View Parkway', '10 Mountain View Pkwy'],
    ['10 mountain view pkway', '10 Mountain View Pkwy'],
    ['5 Elm Circle', '5 Elm Cir'],
    ['5 Elm Crcle', '5 Elm Cir'],
    ['5 Oak Court Unit B', '5 Oak Ct Unit B'],
    ['5 Oak Ct #12', '5 Oak Ct # 12'],
    ['5 Oak Ct # 12', '5 Oak Ct # 12'],
    ['5 Oak Lane Rear', '5 Oak Ln Rear'],
    ['12 First Street', '12 1st St'],
    ['12 1ST ST', '12 1st St'],
    ['300 west 21st street building 7', '300 W 21st St Bldg 7'],
    ['77 Main Street North', '77 Main St N'],
    ['1 Lake Shore Drive Floor 3', '1 Lake Shore Dr Fl 3'],
    ['15 Pine Terrace Penthouse', '15 Pine Ter Ph'],
    ['20 Cedar Expressway', '20 Cedar Expy'],
    ['20 cedar hiway', '20 Cedar Hwy'],
    ['9 Willow Trail Space 14', '9 Willow Trl Spc 14'],
    ['1600 Amphitheatre Parkway', '1600 Amphitheatre Pkwy'],
    ['42 Wilkes-Barre Road', '42 Wilkes Barre Rd'],
    ["8 O'Brien Place", '8 Obrien Pl'],
    ['123 1/2 Main Street', '123 1/2 Main St'],
  ];
  for (const [input, expected] of cases) {
    test(`'${input}' -> '${expected}'`, () => {
      assert.equal(normalizeUsStreetLine(input), expected);
    });
  }

  test('a street named like a suffix or a directional keeps its name', () => {
    assert.equal(normalizeUsStreetLine('123 North St'), '123 North St');
    assert.equal(normalizeUsStreetLine('123 Park Ave'), '123 Park Ave');
    assert.equal(normalizeUsStreetLine('123 Court Street'), '123 Court St');
    // A unit word that is really part of the street name is not taken as a unit.
    assert.equal(normalizeUsStreetLine('123 W Lot Ave'), '123 W Lot Ave');
  });

  test('the components come apart as USPS names them', () => {
    assert.deepEqual(parseUsStreetLine('123 north main street apartment 4'), {
      primaryNumber: '123',
      predirectional: 'N',
      name: ['MAIN'],
      suffix: 'ST',
      postdirectional: '',
      secondaryDesignator: 'APT',
      secondaryNumber: '4',
    });
    assert.equal(parseUsStreetLine(''), undefined);
    assert.equal(parseUsStreetLine('123'), undefined);
  });

  test('the suffix table maps every listed spelling to the standard abbreviation', () => {
    for (const [spelling, standard] of [
      ['STREET', 'ST'],
      ['STR', 'ST'],
      ['AVENUE', 'AVE'],
      ['AVNUE', 'AVE'],
      ['BOULEVARD', 'BLVD'],
      ['BOUL', 'BLVD'],
      ['CENTRE', 'CTR'],
      ['CROSSING', 'XING'],
      ['EXPRESSWAY', 'EXPY'],
      ['FREEWAY', 'FWY'],
      ['HIGHWAY', 'HWY'],
      ['JUNCTION', 'JCT'],
      ['MOUNTAIN', 'MTN'],
      ['PARKWAY', 'PKWY'],
      ['PLAZA', 'PLZ'],
      ['SQUARE', 'SQ'],
      ['TURNPIKE', 'TPKE'],
      ['VALLEY', 'VLY'],
      ['VIADUCT', 'VIA'],
      ['WAY', 'WAY'],
      ['WY', 'WAY'],
    ] as const) {
      assert.equal(suffixAbbreviation(spelling), standard, spelling);
    }
    assert.equal(suffixAbbreviation('MAIN'), undefined);
    assert.equal(suffixPrimaryName('ST'), 'STREET');
    assert.equal(suffixPrimaryName('BLVD'), 'BOULEVARD');
  });
});

describe('address text helpers', () => {
  test('fold removes case, accents, ß and punctuation', () => {
    assert.equal(fold('Hauptstraße 12,  Köln'), 'hauptstrasse 12 koln');
    assert.equal(fold("Rue de l'Église"), 'rue de leglise');
    assert.equal(fold('  São  Paulo '), 'sao paulo');
  });

  test('edit distance counts a swap as one edit and stops at the limit', () => {
    assert.equal(editDistance('MAIN', 'MAIN'), 0);
    assert.equal(editDistance('MAIN', 'MIAN'), 1);
    assert.equal(editDistance('MAIN', 'MAN'), 1);
    assert.equal(editDistance('MAIN', 'MAINE'), 1);
    assert.equal(editDistance('PROVO', 'PROVP'), 1);
    assert.equal(editDistance('KITTEN', 'SITTING'), 3);
    assert.equal(editDistance('ABCDEFGH', 'ZZZZZZZZ', 2), 3);
  });

  test('short words allow no typo, long ones a few', () => {
    assert.equal(typoAllowance(2), 0);
    assert.equal(typoAllowance(4), 1);
    assert.equal(typoAllowance(8), 2);
    assert.equal(typoAllowance(12), 3);
  });
});
