/**
 * USPS Publication 28 standardisation of a US delivery line: street suffixes (Appendix C1), directionals
 * (section 233), secondary unit designators (Appendix C2), upper/lower case, punctuation and spacing.
 * `normalizeUsStreetLine('123 north main street apartment 4')` is '123 N Main St Apt 4', the form
 * delivery_line_1 takes and the form the address block compares the visitor's entry with.
 */
import { collapseSpaces, titleCaseWord } from './text.ts';

/**
 * Appendix C1, one line per suffix: primary name, USPS standard abbreviation, then the other common
 * spellings Publication 28 lists for it. Every spelling maps to the standard abbreviation.
 */
const SUFFIX_TABLE = `
ALLEY ALY ALLEE ALLY
ANEX ANX ANNEX ANNX
ARCADE ARC
AVENUE AVE AV AVEN AVENU AVN AVNUE
BAYOU BYU BAYOO
BEACH BCH
BEND BND
BLUFF BLF BLUF
BLUFFS BLFS
BOTTOM BTM BOT BOTTM
BOULEVARD BLVD BOUL BOULV
BRANCH BR BRNCH
BRIDGE BRG BRDGE
BROOK BRK
BROOKS BRKS
BURG BG
BURGS BGS
BYPASS BYP BYPA BYPAS BYPS
CAMP CP CMP
CANYON CYN CANYN CNYN
CAPE CPE
CAUSEWAY CSWY CAUSWA
CENTER CTR CEN CENT CENTR CENTRE CNTER CNTR
CENTERS CTRS
CIRCLE CIR CIRC CIRCL CRCL CRCLE
CIRCLES CIRS
CLIFF CLF
CLIFFS CLFS
CLUB CLB
COMMON CMN
COMMONS CMNS
CORNER COR
CORNERS CORS
COURSE CRSE
COURT CT
COURTS CTS
COVE CV
COVES CVS
CREEK CRK
CRESCENT CRES CRSENT CRSNT
CREST CRST
CROSSING XING CRSSNG
CROSSROAD XRD
CROSSROADS XRDS
CURVE CURV
DALE DL
DAM DM
DIVIDE DV DIV DVD
DRIVE DR DRIV DRV
DRIVES DRS
ESTATE EST
ESTATES ESTS
EXPRESSWAY EXPY EXP EXPR EXPRESS EXPW
EXTENSION EXT EXTN EXTNSN
EXTENSIONS EXTS
FALL FALL
FALLS FLS
FERRY FRY FRRY
FIELD FLD
FIELDS FLDS
FLAT FLT
FLATS FLTS
FORD FRD
FORDS FRDS
FOREST FRST FORESTS
FORGE FRG FORG
FORGES FRGS
FORK FRK
FORKS FRKS
FORT FT FRT
FREEWAY FWY FREEWY FRWAY FRWY
GARDEN GDN GARDN GRDEN GRDN
GARDENS GDNS GRDNS
GATEWAY GTWY GATEWY GATWAY GTWAY
GLEN GLN
GLENS GLNS
GREEN GRN
GREENS GRNS
GROVE GRV GROV
GROVES GRVS
HARBOR HBR HARB HARBR HRBOR
HARBORS HBRS
HAVEN HVN
HEIGHTS HTS HT
HIGHWAY HWY HIGHWY HIWAY HIWY HWAY
HILL HL
HILLS HLS
HOLLOW HOLW HLLW HOLLOWS HOLWS
INLET INLT
ISLAND IS ISLND
ISLANDS ISS ISLNDS
ISLE ISLE ISLES
JUNCTION JCT JCTION JCTN JUNCTN JUNCTON
JUNCTIONS JCTS JCTNS
KEY KY
KEYS KYS
KNOLL KNL KNOL
KNOLLS KNLS
LAKE LK
LAKES LKS
LAND LAND
LANDING LNDG LNDNG
LANE LN
LIGHT LGT
LIGHTS LGTS
LOAF LF
LOCK LCK
LOCKS LCKS
LODGE LDG LDGE LODG
LOOP LOOP LOOPS
MALL MALL
MANOR MNR
MANORS MNRS
MEADOW MDW
MEADOWS MDWS MEDOWS
MEWS MEWS
MILL ML
MILLS MLS
MISSION MSN MISSN MSSN
MOTORWAY MTWY
MOUNT MT MNT
MOUNTAIN MTN MNTAIN MNTN MOUNTIN MTIN
MOUNTAINS MTNS MNTNS
NECK NCK
ORCHARD ORCH ORCHRD
OVAL OVAL OVL
OVERPASS OPAS
PARK PARK PRK PARKS
PARKWAY PKWY PARKWY PKWAY PKY PARKWAYS PKWYS
PASS PASS
PASSAGE PSGE
PATH PATH PATHS
PIKE PIKE PIKES
PINE PNE
PINES PNES
PLACE PL
PLAIN PLN
PLAINS PLNS
PLAZA PLZ PLZA
POINT PT
POINTS PTS
PORT PRT
PORTS PRTS
PRAIRIE PR PRR
RADIAL RADL RAD RADIEL
RAMP RAMP
RANCH RNCH RANCHES RNCHS
RAPID RPD
RAPIDS RPDS
REST RST
RIDGE RDG RDGE
RIDGES RDGS
RIVER RIV RVR RIVR
ROAD RD
ROADS RDS
ROUTE RTE
ROW ROW
RUE RUE
RUN RUN
SHOAL SHL
SHOALS SHLS
SHORE SHR SHOAR
SHORES SHRS SHOARS
SKYWAY SKWY
SPRING SPG SPNG SPRNG
SPRINGS SPGS SPNGS SPRNGS
SPUR SPUR SPURS
SQUARE SQ SQR SQRE SQU
SQUARES SQS SQRS
STATION STA STATN STN
STRAVENUE STRA STRAV STRAVEN STRAVN STRVN STRVNUE
STREAM STRM STREME
STREET ST STRT STR
STREETS STS
SUMMIT SMT SUMIT SUMITT
TERRACE TER TERR
THROUGHWAY TRWY
TRACE TRCE TRACES
TRACK TRAK TRACKS TRK TRKS
TRAFFICWAY TRFY
TRAIL TRL TRAILS TRLS
TRAILER TRLR TRLRS
TUNNEL TUNL TUNEL TUNLS TUNNELS TUNNL
TURNPIKE TPKE TRNPK TURNPK
UNDERPASS UPAS
UNION UN
UNIONS UNS
VALLEY VLY VALLY VLLY
VALLEYS VLYS
VIADUCT VIA VDCT VIADCT
VIEW VW
VIEWS VWS
VILLAGE VLG VILL VILLAG VILLG VILLIAGE
VILLAGES VLGS
VILLE VL
VISTA VIS VIST VST VSTA
WALK WALK WALKS
WALL WALL
WAY WAY WY
WAYS WAYS
WELL WL
WELLS WLS
`;

interface SuffixEntry {
  primary: string;
  abbreviation: string;
}

function parseSuffixTable(): { bySpelling: Map<string, SuffixEntry>; byAbbreviation: Map<string, SuffixEntry> } {
  const bySpelling = new Map<string, SuffixEntry>();
  const byAbbreviation = new Map<string, SuffixEntry>();
  for (const line of SUFFIX_TABLE.trim().split('\n')) {
    const [primary, abbreviation, ...others] = line.trim().split(/\s+/);
    if (primary === undefined || abbreviation === undefined) throw new Error(`bad suffix line: ${line}`);
    const entry = { primary, abbreviation };
    byAbbreviation.set(abbreviation, entry);
    for (const spelling of [primary, abbreviation, ...others]) {
      // A spelling listed under two suffixes keeps the first one (Publication 28 lists none twice).
      if (!bySpelling.has(spelling)) bySpelling.set(spelling, entry);
    }
  }
  return { bySpelling, byAbbreviation };
}

const SUFFIXES = parseSuffixTable();

/** Section 233 directionals. Two-word spellings ('NORTH EAST') are joined before lookup. */
const DIRECTIONALS: Record<string, string> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
  N: 'N',
  S: 'S',
  E: 'E',
  W: 'W',
  NE: 'NE',
  NW: 'NW',
  SE: 'SE',
  SW: 'SW',
};
const DIRECTIONAL_WORDS: Record<string, string> = {
  N: 'NORTH',
  S: 'SOUTH',
  E: 'EAST',
  W: 'WEST',
  NE: 'NORTHEAST',
  NW: 'NORTHWEST',
  SE: 'SOUTHEAST',
  SW: 'SOUTHWEST',
};

/**
 * Appendix C2 secondary unit designators: spelling -> standard abbreviation, and whether a unit
 * number must follow (APT 4) or the designator stands alone (REAR, BSMT).
 */
const SECONDARY_UNITS: Record<string, { abbreviation: string; needsNumber: boolean }> = {};
for (const [words, abbreviation, needsNumber] of [
  [['APARTMENT', 'APT'], 'APT', true],
  [['BASEMENT', 'BSMT'], 'BSMT', false],
  [['BUILDING', 'BLDG'], 'BLDG', true],
  [['DEPARTMENT', 'DEPT'], 'DEPT', true],
  [['FLOOR', 'FL'], 'FL', true],
  [['FRONT', 'FRNT'], 'FRNT', false],
  [['HANGAR', 'HNGR'], 'HNGR', true],
  [['KEY'], 'KEY', true],
  [['LOBBY', 'LBBY'], 'LBBY', false],
  [['LOT'], 'LOT', true],
  [['LOWER', 'LOWR'], 'LOWR', false],
  [['OFFICE', 'OFC'], 'OFC', false],
  [['PENTHOUSE', 'PH'], 'PH', false],
  [['PIER'], 'PIER', true],
  [['REAR'], 'REAR', false],
  [['ROOM', 'RM'], 'RM', true],
  [['SIDE'], 'SIDE', false],
  [['SLIP'], 'SLIP', true],
  [['SPACE', 'SPC'], 'SPC', true],
  [['STOP'], 'STOP', true],
  [['SUITE', 'STE'], 'STE', true],
  [['TRAILER', 'TRLR'], 'TRLR', true],
  [['UNIT'], 'UNIT', true],
  [['UPPER', 'UPPR'], 'UPPR', false],
] as const) {
  for (const word of words) SECONDARY_UNITS[word] = { abbreviation, needsNumber };
}

/** Spelled-out ordinals become numerals, as USPS prints them ('FIRST ST' -> '1st St'). */
const ORDINAL_WORDS: Record<string, string> = {
  FIRST: '1ST',
  SECOND: '2ND',
  THIRD: '3RD',
  FOURTH: '4TH',
  FIFTH: '5TH',
  SIXTH: '6TH',
  SEVENTH: '7TH',
  EIGHTH: '8TH',
  NINTH: '9TH',
  TENTH: '10TH',
  ELEVENTH: '11TH',
  TWELFTH: '12TH',
  THIRTEENTH: '13TH',
  FOURTEENTH: '14TH',
  FIFTEENTH: '15TH',
  SIXTEENTH: '16TH',
  SEVENTEENTH: '17TH',
  EIGHTEENTH: '18TH',
  NINETEENTH: '19TH',
  TWENTIETH: '20TH',
};
const ORDINAL_NUMERALS: Record<string, string> = Object.fromEntries(Object.entries(ORDINAL_WORDS).map(([word, numeral]) => [numeral, word]));

export function suffixAbbreviation(token: string): string | undefined {
  return SUFFIXES.bySpelling.get(token)?.abbreviation;
}

/** The primary name of a standard abbreviation ('ST' -> 'STREET'), for matching a half-typed suffix. */
export function suffixPrimaryName(abbreviation: string): string | undefined {
  return SUFFIXES.byAbbreviation.get(abbreviation)?.primary;
}

export function directionalAbbreviation(token: string): string | undefined {
  return Object.hasOwn(DIRECTIONALS, token) ? DIRECTIONALS[token] : undefined;
}

export function directionalWord(abbreviation: string): string | undefined {
  return Object.hasOwn(DIRECTIONAL_WORDS, abbreviation) ? DIRECTIONAL_WORDS[abbreviation] : undefined;
}

export function secondaryUnit(token: string): { abbreviation: string; needsNumber: boolean } | undefined {
  return Object.hasOwn(SECONDARY_UNITS, token) ? SECONDARY_UNITS[token] : undefined;
}

export function ordinalNumeral(token: string): string | undefined {
  return Object.hasOwn(ORDINAL_WORDS, token) ? ORDINAL_WORDS[token] : undefined;
}

export function ordinalWord(numeral: string): string | undefined {
  return Object.hasOwn(ORDINAL_NUMERALS, numeral) ? ORDINAL_NUMERALS[numeral] : undefined;
}

/**
 * Upper case, '.' and ',' and other punctuation gone (Publication 28 section 2: no punctuation except
 * '-' in a house number, '/' in a fraction and '#' as a unit designator), one space between words.
 */
export function uspsTokens(text: string): string[] {
  const cleaned = text
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    // '#4' and '# 4' both become the designator '#' followed by '4'.
    .replace(/#/g, ' # ')
    .replace(/[.'’`]/g, '')
    .replace(/[^A-Z0-9#/ -]+/g, ' ')
    // A hyphen between letters ('Wilkes-Barre') separates words; in '12-14' it stays in the number.
    .replace(/(?<=[A-Z])-|-(?=[A-Z])/g, ' ')
    .replace(/(?<!\d)-|-(?!\d)/g, ' ');
  const tokens = collapseSpaces(cleaned)
    .split(' ')
    .filter((token) => token !== '');
  // 'NORTH EAST' written as two words is one directional, unless the second word is the street's name
  // ('South West Avenue' is S West Ave: nothing but the suffix follows).
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1];
    const after = tokens.slice(i + 2);
    const nameFollows = after.length >= 2 || (after.length === 1 && !suffixAbbreviation(after[0] ?? ''));
    if ((token === 'NORTH' || token === 'SOUTH') && (next === 'EAST' || next === 'WEST') && nameFollows) {
      joined.push(token + next);
      i++;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

/** A US delivery line taken apart into Publication 28 components, all in their standard upper-case form. */
export interface UsStreetLine {
  primaryNumber: string;
  predirectional: string;
  /** The street name words, e.g. ['MOUNTAIN', 'VIEW'] or ['1ST']. */
  name: string[];
  suffix: string;
  postdirectional: string;
  /** Standard designator ('APT', 'STE', '#'); '' without a secondary unit. */
  secondaryDesignator: string;
  secondaryNumber: string;
}

const HOUSE_NUMBER = /^\d+(?:-\d+)?[A-Z]?$|^\d+\/\d+$/;

export function isHouseNumber(token: string): boolean {
  return HOUSE_NUMBER.test(token);
}

/** 'APT 4', 'STE 200A', 'UNIT B': a unit number has a digit or is a letter or two, never a suffix ('LOT AVE'). */
function isUnitNumber(token: string): boolean {
  if (/\d/.test(token)) return true;
  return token.length <= 2 && !suffixAbbreviation(token) && !directionalAbbreviation(token);
}

/**
 * Parses a delivery line ('123 north main street apartment 4'). The number is optional (an
 * autocomplete prefix may have none); without any street name the answer is undefined.
 */
export function parseUsStreetLine(text: string): UsStreetLine | undefined {
  return parseUsStreetTokens(uspsTokens(text));
}

export function parseUsStreetTokens(input: readonly string[]): UsStreetLine | undefined {
  const tokens = [...input];
  let primaryNumber = '';
  if (tokens.length > 0 && isHouseNumber(tokens[0] ?? '')) {
    primaryNumber = tokens.shift() ?? '';
    // '123 1/2 Main St': the fraction belongs to the house number.
    if (tokens.length > 1 && /^\d+\/\d+$/.test(tokens[0] ?? '')) primaryNumber += ` ${tokens.shift() ?? ''}`;
  }

  let secondaryDesignator = '';
  let secondaryNumber = '';
  // The designator is looked for from the end, after at least one street word ('123 Lot St' has none).
  for (let i = tokens.length - 1; i >= 1; i--) {
    const token = tokens[i] ?? '';
    const unit = token === '#' ? { abbreviation: '#', needsNumber: true } : secondaryUnit(token);
    if (!unit) continue;
    const rest = tokens.slice(i + 1);
    // 'W Side' or 'Lot Ave' are street names, not a unit: the words before must still name a street.
    if (i === 1 && directionalAbbreviation(tokens[0] ?? '')) continue;
    if (unit.needsNumber && rest.length === 1 && isUnitNumber(rest[0] ?? '')) {
      secondaryDesignator = unit.abbreviation;
      secondaryNumber = rest[0] ?? '';
      tokens.splice(i);
      break;
    }
    if (!unit.needsNumber && rest.length === 0) {
      secondaryDesignator = unit.abbreviation;
      tokens.splice(i);
      break;
    }
  }

  if (tokens.length === 0) return undefined;

  let postdirectional = '';
  let suffix = '';
  let predirectional = '';
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length >= 3 && directionalAbbreviation(last) && suffixAbbreviation(tokens[tokens.length - 2] ?? '')) {
    postdirectional = directionalAbbreviation(last) ?? '';
    tokens.pop();
  }
  const suffixToken = tokens[tokens.length - 1] ?? '';
  if (tokens.length >= 2 && suffixAbbreviation(suffixToken)) {
    suffix = suffixAbbreviation(suffixToken) ?? '';
    tokens.pop();
  }
  if (tokens.length >= 2 && directionalAbbreviation(tokens[0] ?? '')) {
    predirectional = directionalAbbreviation(tokens[0] ?? '') ?? '';
    tokens.shift();
  }
  if (!postdirectional && !suffix && tokens.length >= 2 && directionalAbbreviation(tokens[tokens.length - 1] ?? '')) {
    // '123 Main N': a trailing directional with no suffix before it.
    postdirectional = directionalAbbreviation(tokens[tokens.length - 1] ?? '') ?? '';
    tokens.pop();
  }
  const name = tokens.map((token) => ordinalNumeral(token) ?? token);
  return { primaryNumber, predirectional, name, suffix, postdirectional, secondaryDesignator, secondaryNumber };
}

/** Suffix and designator abbreviations print in title case ('St', 'Apt'), directionals in capitals ('NE'). */
export function formatUsStreetLine(line: UsStreetLine): string {
  const parts: string[] = [];
  if (line.primaryNumber) parts.push(line.primaryNumber);
  if (line.predirectional) parts.push(line.predirectional);
  parts.push(...line.name.map(titleCaseWord));
  if (line.suffix) parts.push(titleCaseWord(line.suffix));
  if (line.postdirectional) parts.push(line.postdirectional);
  if (line.secondaryDesignator) {
    parts.push(line.secondaryDesignator === '#' ? '#' : titleCaseWord(line.secondaryDesignator));
    if (line.secondaryNumber) parts.push(line.secondaryNumber);
  }
  return parts.join(' ');
}

/** '123 north main street apartment 4' -> '123 N Main St Apt 4'. Text with no street words is only tidied. */
export function normalizeUsStreetLine(text: string): string {
  const line = parseUsStreetLine(text);
  if (!line) return collapseSpaces(text.toUpperCase().replace(/[.,]/g, ' '));
  return formatUsStreetLine(line);
}

/** The street name as its own title-cased text: 'Main', 'Mountain View', '1st'. */
export function formatStreetName(name: readonly string[]): string {
  return name.map(titleCaseWord).join(' ');
}
