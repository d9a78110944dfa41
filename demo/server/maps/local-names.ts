/**
 * Names and addresses as the places they stand for write them: unit and building names in the local
 * language and script (beside the English name, which stays `name`), and street addresses in the local
 * form (no 'Madison Ave' in Japan). Real names for the cities units meet in, for the rest a
 * transliteration where one is mechanical (kana, hangul, Cyrillic), else the GeoNames gazetteer's name in
 * the country's script (Thai, Khmer, Amharic); where none has it, no local name.
 */
import type { Random } from '../random.ts';
import { gazetteerLocalName } from './geonames-local.ts';

export type UnitWord = 'ward' | 'branch' | 'stake' | 'district' | 'meetinghouse';

interface ScriptWords {
  ward: string;
  branch: string;
  stake: string;
  district: string;
  meetinghouse: string;
  temple: string;
  /** 'North', 'South', 'East', 'West', 'Central' as part of a stake's or ward's name. */
  parts: Readonly<Record<string, string>>;
  /** How a name is put together: place, optional part, optional number, word. */
  compose(place: string, word: string, number?: number): string;
}

const cjk = (ordinal: (n: number) => string) => (place: string, word: string, number?: number) =>
  `${place}${number === undefined ? '' : ordinal(number)}${word}`;
const prefixed = (place: string, word: string, number?: number) => `${word} ${place}${number === undefined ? '' : ` ${number}`}`;

/** Unit words of the languages written in their own script (the Church's own terms). */
export const SCRIPT_WORDS: Readonly<Record<string, ScriptWords>> = {
  jpn: {
    ward: 'ワード',
    branch: '支部',
    stake: 'ステーク',
    district: '地方部',
    meetinghouse: '集会所',
    temple: '神殿',
    parts: { North: '北', South: '南', East: '東', West: '西', Central: '中央' },
    compose: cjk((n) => `第${n}`),
  },
  kor: {
    ward: '와드',
    branch: '지부',
    stake: '스테이크',
    district: '지방부',
    meetinghouse: '교회',
    temple: '성전',
    parts: { North: '북', South: '남', East: '동', West: '서', Central: '중앙' },
    compose: (place, word, number) => `${place} ${number === undefined ? '' : `제${number}`}${word}`,
  },
  zho: {
    ward: '支會',
    branch: '分會',
    stake: '支聯會',
    district: '區會',
    meetinghouse: '教堂',
    temple: '聖殿',
    parts: { North: '北', South: '南', East: '東', West: '西', Central: '中' },
    compose: cjk((n) => `第${n}`),
  },
  rus: {
    ward: 'Приход',
    branch: 'Небольшой приход',
    stake: 'Кол',
    district: 'Округ',
    meetinghouse: 'Дом собраний',
    temple: 'Храм',
    parts: { North: 'Северный', South: 'Южный', East: 'Восточный', West: 'Западный', Central: 'Центральный' },
    compose: prefixed,
  },
  ukr: {
    ward: 'Приход',
    branch: 'Філія',
    stake: 'Кол',
    district: 'Округ',
    meetinghouse: 'Дім зборів',
    temple: 'Храм',
    parts: { North: 'Північний', South: 'Південний', East: 'Східний', West: 'Західний', Central: 'Центральний' },
    compose: prefixed,
  },
  mon: {
    ward: 'Тойрог',
    branch: 'Салбар',
    stake: 'Гадас',
    district: 'Дүүрэг',
    meetinghouse: 'Цуглааны байр',
    temple: 'Ариун сүм',
    parts: { North: 'Хойд', South: 'Өмнөд', East: 'Зүүн', West: 'Баруун', Central: 'Төв' },
    compose: (place, word, number) => `${place}${number === undefined ? '' : ` ${number}-р`} ${word}`,
  },
  tha: {
    ward: 'วอร์ด',
    branch: 'สาขา',
    stake: 'สเตค',
    district: 'ดิสทริกต์',
    meetinghouse: 'อาคารประชุม',
    temple: 'พระวิหาร',
    parts: { North: 'เหนือ', South: 'ใต้', East: 'ตะวันออก', West: 'ตะวันตก', Central: 'กลาง' },
    compose: prefixed,
  },
  khm: {
    ward: 'វួដ',
    branch: 'សាខា',
    stake: 'ស្តេក',
    district: 'មណ្ឌល',
    meetinghouse: 'អគារប្រជុំ',
    temple: 'ព្រះវិហារបរិសុទ្ធ',
    parts: { North: 'ខាងជើង', South: 'ខាងត្បូង', East: 'ខាងកើត', West: 'ខាងលិច', Central: 'កណ្តាល' },
    compose: prefixed,
  },
  amh: {
    ward: 'ዋርድ',
    branch: 'ቅርንጫፍ',
    stake: 'ካስማ',
    district: 'ዲስትሪክት',
    meetinghouse: 'የመሰብሰቢያ ቤት',
    temple: 'ቤተመቅደስ',
    parts: { North: 'ሰሜን', South: 'ደቡብ', East: 'ምስራቅ', West: 'ምዕራብ', Central: 'ማዕከላዊ' },
    compose: (place, word, number) => `${place}${number === undefined ? '' : ` ${number}`} ${word}`,
  },
};

/** Cities units meet in, as their own country writes them. */
// prettier-ignore
const CITY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  JP: {
    Tokyo: '東京', Osaka: '大阪', Yokohama: '横浜', Nagoya: '名古屋', Sapporo: '札幌', Fukuoka: '福岡', Kobe: '神戸', Kyoto: '京都',
    Sendai: '仙台', Hiroshima: '広島', Kawasaki: '川崎', Saitama: 'さいたま', Chiba: '千葉', Kitakyushu: '北九州', Naha: '那覇',
    Nagano: '長野', Niigata: '新潟', Shizuoka: '静岡', Hamamatsu: '浜松', Kumamoto: '熊本', Kagoshima: '鹿児島', Okayama: '岡山',
    Matsuyama: '松山', Aomori: '青森', Akita: '秋田', Morioka: '盛岡', Kanazawa: '金沢', Takamatsu: '高松', Nara: '奈良', Yono: '与野',
    Zama: '座間', Yokosuka: '横須賀', Machida: '町田', Hachiōji: '八王子', Fujisawa: '藤沢', Sakai: '堺', Funabashi: '船橋',
    Utsunomiya: '宇都宮', Kōchi: '高知', Nagasaki: '長崎', Ōita: '大分', Miyazaki: '宮崎', Okinawa: '沖縄', Hakodate: '函館',
    Asahikawa: '旭川', Kōriyama: '郡山', Iwaki: 'いわき', Gifu: '岐阜', Toyota: '豊田', Suzuka: '鈴鹿', Himeji: '姫路', Kurashiki: '倉敷',
  },
  KR: {
    Seoul: '서울', Busan: '부산', Daegu: '대구', Incheon: '인천', Gwangju: '광주', Daejeon: '대전', Ulsan: '울산', Suwon: '수원',
    Eisen: '의성', Kyosai: '거제', Chinju: '진주', Kimhae: '김해', Kunwi: '군위', 'Hongch’ŏn': '홍천', 'Hwawŏn': '화원', Pubal: '부발',
    Yeosu: '여수', Masan: '마산', Tangjin: '당진', Munsan: '문산', 'Jeju City': '제주시', Sejong: '세종', Okgok: '옥곡', Gijang: '기장',
  },
  TW: {
    Taipei: '臺北', Kaohsiung: '高雄', Taichung: '臺中', Tainan: '臺南', Taoyuan: '桃園', 'Taoyuan City': '桃園市', Hsinchu: '新竹',
    Keelung: '基隆', Chiayi: '嘉義', Changhua: '彰化', Pingtung: '屏東', Yilan: '宜蘭', 'Hualien City': '花蓮市', Hualien: '花蓮',
    'Taitung City': '臺東市', Taitung: '臺東', Douliu: '斗六', Yuanlin: '員林', Miaoli: '苗栗', Zhubei: '竹北', Nantou: '南投',
    Banqiao: '板橋', Zhongli: '中壢', Puli: '埔里', Lugu: '鹿谷', Sanchong: '三重', Xinzhuang: '新莊', Fengshan: '鳳山',
    Daxi: '大溪', Pizitou: '埤子頭', Magong: '馬公', Hengchun: '恆春', 'Zhongxing New Village': '中興新村', Yujing: '玉井',
  },
  HK: { 'Hong Kong': '香港', Kowloon: '九龍', 'Tsuen Wan': '荃灣', 'Tai Po': '大埔', 'Yuen Long Kau Hui': '元朗舊墟', 'Sha Tin': '沙田', 'Tuen Mun': '屯門', 'Sok Kwu Wan': '索罟灣', 'Tung Chung': '東涌' },
  TH: {
    Bangkok: 'กรุงเทพมหานคร', 'Chiang Mai': 'เชียงใหม่', 'Udon Thani': 'อุดรธานี', 'Nakhon Ratchasima': 'นครราชสีมา', 'Surat Thani': 'สุราษฎร์ธานี',
    'Phang Nga': 'พังงา', 'Samut Sakhon': 'สมุทรสาคร', 'Mueang Nonthaburi': 'เมืองนนทบุรี', 'Khiri Mat': 'คีรีมาศ', 'Ban Mai': 'บ้านใหม่',
    'Su-ngai Kolok': 'สุไหงโก-ลก', 'Prakhon Chai': 'ประโคนชัย', 'Phibun Mangsahan': 'พิบูลมังสาหาร', Kamalasai: 'กมลาไสย',
    'Chiang Klang': 'เชียงกลาง', 'Ban Phai': 'บ้านไผ่', 'Ban Bueng': 'บ้านบึง', 'Sam Sung': 'ซำสูง', 'Khon Kaen': 'ขอนแก่น', Phuket: 'ภูเก็ต',
    'Hat Yai': 'หาดใหญ่', 'Ubon Ratchathani': 'อุบลราชธานี', 'Chiang Rai': 'เชียงราย', Pattaya: 'พัทยา',
    'Ban Talat Yai': 'บ้านตลาดใหญ่', 'San Kamphaeng': 'สันกำแพง', 'Mae Sot': 'แม่สอด', 'Kamphaeng Phet': 'กำแพงเพชร', Rawai: 'ราไวย์',
    Yaring: 'ยะหริ่ง', 'Khuean Ubonrat': 'เขื่อนอุบลรัตน์', 'Si Racha': 'ศรีราชา', 'Samut Prakan': 'สมุทรปราการ', 'Phra Pradaeng': 'พระประแดง',
    'Phanat Nikhom': 'พนัสนิคม', 'Nong Khai': 'หนองคาย', 'Nakhon Pathom': 'นครปฐม', Klaeng: 'แกลง', Chaiyaphum: 'ชัยภูมิ',
    'Khao Chakan': 'เขาฉกรรจ์', 'Amnat Charoen': 'อำนาจเจริญ',
  },
  KH: {
    'Phnom Penh': 'ភ្នំពេញ', Takeo: 'តាកែវ', 'Svay Rieng': 'ស្វាយរៀង', 'Siem Reap': 'សៀមរាប', Samraong: 'សំរោង', 'Koh Kong': 'កោះកុង',
    Sihanoukville: 'ក្រុងព្រះសីហនុ', 'Kampong Cham': 'កំពង់ចាម', 'Smach Mean Chey': 'ស្មាច់មានជ័យ', 'Angkor Chum': 'អង្គរជុំ', Battambang: 'បាត់ដំបង',
    'Stung Treng': 'ស្ទឹងត្រែង', 'S’ang': 'ស្អាង', 'Paoy Paet': 'ប៉ោយប៉ែត', Kampot: 'កំពត', 'Phnum Sruoch': 'ភ្នំស្រួច',
  },
  ET: {
    'Addis Ababa': 'አዲስ አበባ', 'Dire Dawa': 'ድሬ ዳዋ', Adama: 'አዳማ', 'Bahir Dar': 'ባሕር ዳር', Hawassa: 'ሐዋሳ', Gondar: 'ጎንደር', Mekele: 'መቀሌ',
    Jimma: 'ጅማ', Dessie: 'ደሴ', Harar: 'ሐረር', Nazret: 'ናዝሬት', Awasa: 'አዋሳ',
  },
  MN: { 'Ulan Bator': 'Улаанбаатар', Erdenet: 'Эрдэнэт', Darhan: 'Дархан', Rashaant: 'Рашаант', Tsagaannuur: 'Цагааннуур', Jargalant: 'Жаргалант' },
  RU: { Moscow: 'Москва', 'Saint Petersburg': 'Санкт-Петербург', Vladivostok: 'Владивосток', Yekaterinburg: 'Екатеринбург', Samara: 'Самара' },
  UA: { Kyiv: 'Київ', Kharkiv: 'Харків', Odesa: 'Одеса', Dnipro: 'Дніпро', Lviv: 'Львів', Donetsk: 'Донецьк', Zaporizhzhia: 'Запоріжжя' },
};

// ---- Transliteration where it is mechanical ----

// prettier-ignore
const KANA: Readonly<Record<string, string>> = {
  a: 'ア', i: 'イ', u: 'ウ', e: 'エ', o: 'オ', ka: 'カ', ki: 'キ', ku: 'ク', ke: 'ケ', ko: 'コ', sa: 'サ', shi: 'シ', su: 'ス', se: 'セ', so: 'ソ',
  ta: 'タ', chi: 'チ', tsu: 'ツ', te: 'テ', to: 'ト', na: 'ナ', ni: 'ニ', nu: 'ヌ', ne: 'ネ', no: 'ノ', ha: 'ハ', hi: 'ヒ', fu: 'フ', he: 'ヘ', ho: 'ホ',
  ma: 'マ', mi: 'ミ', mu: 'ム', me: 'メ', mo: 'モ', ya: 'ヤ', yu: 'ユ', yo: 'ヨ', ra: 'ラ', ri: 'リ', ru: 'ル', re: 'レ', ro: 'ロ', wa: 'ワ', wo: 'ヲ',
  ga: 'ガ', gi: 'ギ', gu: 'グ', ge: 'ゲ', go: 'ゴ', za: 'ザ', ji: 'ジ', zu: 'ズ', ze: 'ゼ', zo: 'ゾ', da: 'ダ', de: 'デ', do: 'ド', ba: 'バ', bi: 'ビ',
  bu: 'ブ', be: 'ベ', bo: 'ボ', pa: 'パ', pi: 'ピ', pu: 'プ', pe: 'ペ', po: 'ポ', kya: 'キャ', kyu: 'キュ', kyo: 'キョ', sha: 'シャ', shu: 'シュ',
  sho: 'ショ', cha: 'チャ', chu: 'チュ', cho: 'チョ', nya: 'ニャ', nyu: 'ニュ', nyo: 'ニョ', hya: 'ヒャ', hyu: 'ヒュ', hyo: 'ヒョ', rya: 'リャ',
  ryu: 'リュ', ryo: 'リョ', gya: 'ギャ', gyu: 'ギュ', gyo: 'ギョ', ja: 'ジャ', ju: 'ジュ', jo: 'ジョ', bya: 'ビャ', byu: 'ビュ', byo: 'ビョ',
  mya: 'ミャ', myu: 'ミュ', myo: 'ミョ',
};

/** Hepburn romaji to katakana ('Tondabayashichō' to 'トンダバヤシチョー'); undefined when it is not romaji. */
export function toKatakana(romaji: string): string | undefined {
  const text = romaji
    .toLowerCase()
    .replace(/[āâ]/g, 'aa')
    .replace(/[īî]/g, 'ii')
    .replace(/[ūû]/g, 'uu')
    .replace(/[ēê]/g, 'ee')
    .replace(/[ōô]/g, 'oo')
    .replace(/[\s'’-]+/g, '');
  let out = '';
  for (let i = 0; i < text.length;) {
    const rest = text.slice(i);
    // A doubled consonant is a small tsu; 'n' not before a vowel or 'y' is the moraic n.
    if (/^([kstpgzdbcfhmr])\1/.test(rest)) {
      out += 'ッ';
      i += 1;
      continue;
    }
    if (rest[0] === 'n' && !/^n[aiueoy]/.test(rest)) {
      out += 'ン';
      i += 1;
      continue;
    }
    const size = [3, 2, 1].find((n) => KANA[rest.slice(0, n)] !== undefined);
    if (size === undefined) return undefined;
    const kana = KANA[rest.slice(0, size)] ?? '';
    // A long vowel after a syllable ending in the same vowel is the katakana bar.
    out += kana;
    i += size;
    const vowel = rest[size - 1];
    if (vowel && 'aiueo'.includes(vowel) && text[i] === vowel && size > 1) {
      out += 'ー';
      i += 1;
    } else if (vowel === 'o' && text[i] === 'u' && size > 1) {
      out += 'ー';
      i += 1;
    }
  }
  return out;
}

// prettier-ignore
const HANGUL_INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
// prettier-ignore
const HANGUL_VOWELS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
// prettier-ignore
const HANGUL_FINALS = ['', 'g', 'kk', 'gs', 'n', 'nj', 'nh', 'd', 'l', 'lg', 'lm', 'lb', 'ls', 'lt', 'lp', 'lh', 'm', 'b', 'bs', 's', 'ss', 'ng', 'j', 'ch', 'k', 't', 'p', 'h'];

/** Revised Romanization to hangul ('Yangsan' to '양산', 'Uijeongbu-si' to '의정부시'); undefined when it does not parse. */
export function toHangul(romanized: string): string | undefined {
  const text = romanized
    .toLowerCase()
    .replace(/ŏ/g, 'eo')
    .replace(/ŭ/g, 'eu')
    .replace(/[’']/g, '')
    .replace(/[\s-]+/g, '');
  const initialOf = (s: string): [number, number] => {
    for (const size of [2, 1]) {
      const index = HANGUL_INITIALS.indexOf(s.slice(0, size));
      if (index >= 0 && s.slice(0, size) !== '') return [index, size];
    }
    if (s[0] === 'l') return [HANGUL_INITIALS.indexOf('r'), 1];
    return [11, 0];
  };
  const vowelOf = (s: string): [number, number] => {
    for (const size of [3, 2, 1]) {
      const index = HANGUL_VOWELS.indexOf(s.slice(0, size));
      if (index >= 0) return [index, size];
    }
    return [-1, 0];
  };
  const isVowelStart = (s: string) => vowelOf(s)[0] >= 0;
  let out = '';
  for (let i = 0; i < text.length;) {
    const [initial, initialSize] = initialOf(text.slice(i));
    const [vowel, vowelSize] = vowelOf(text.slice(i + initialSize));
    if (vowel < 0) return undefined;
    i += initialSize + vowelSize;
    // A final consonant only when what follows does not start a syllable with it.
    let final = 0;
    for (const size of [2, 1]) {
      const candidate = text.slice(i, i + size);
      const index = HANGUL_FINALS.indexOf(candidate === 'l' || candidate === 'r' ? 'l' : candidate === 'k' ? 'g' : candidate);
      if (index <= 0 || candidate.length < size) continue;
      const after = text.slice(i + size);
      if (after === '' || !isVowelStart(after)) {
        final = index;
        i += size;
        break;
      }
    }
    out += String.fromCharCode(0xac00 + (initial * 21 + vowel) * 28 + final);
  }
  return out;
}

// prettier-ignore
const CYRILLIC_COMMON: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'], ['yu', 'ю'], ['ya', 'я'],
  ['a', 'а'], ['b', 'б'], ['v', 'в'], ['d', 'д'], ['e', 'е'], ['z', 'з'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'],
  ['p', 'п'], ['r', 'р'], ['s', 'с'], ['t', 'т'], ['u', 'у'], ['f', 'ф'], ['ö', 'ө'], ['ü', 'ү'], ["'", 'ь'], ['’', 'ь'],
];
const CYRILLIC_BY_LANGUAGE: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  rus: [['yo', 'ё'], ['ye', 'е'], ['g', 'г'], ['h', 'х'], ['i', 'и'], ...CYRILLIC_COMMON],
  mon: [['yo', 'ё'], ['ye', 'е'], ['g', 'г'], ['h', 'х'], ['i', 'и'], ...CYRILLIC_COMMON],
  ukr: [['ye', 'є'], ['yi', 'ї'], ['h', 'г'], ['g', 'ґ'], ['y', 'и'], ['i', 'і'], ...CYRILLIC_COMMON],
};
const VOWELS = 'aeiouyöü';

/** A Latin transliteration back to Cyrillic ('Vladivostok' to 'Владивосток', Ukrainian 'Chernihiv' to 'Чернігів'). */
export function toCyrillic(latin: string, language = 'rus'): string {
  // Longest spelling first: 'ya' before 'y', 'shch' before 'sh'.
  const table = [...(CYRILLIC_BY_LANGUAGE[language] ?? CYRILLIC_BY_LANGUAGE.rus ?? [])].sort((a, b) => b[0].length - a[0].length);
  let out = '';
  const lower = latin.toLowerCase();
  for (let i = 0; i < lower.length;) {
    const pair = table.find(([from]) => lower.startsWith(from, i));
    let from = pair?.[0] ?? lower[i] ?? '';
    let to = pair?.[1] ?? latin[i] ?? '';
    if (!pair && lower[i] === 'y') {
      // Russian 'y': a vowel (ы) after a consonant, the glide (й) at the start or after a vowel.
      const before = lower[i - 1];
      to = before && /[a-z]/.test(before) && !VOWELS.includes(before) ? 'ы' : 'й';
      from = 'y';
    }
    if (latin[i] !== lower[i] && to.length > 0) to = to.charAt(0).toUpperCase() + to.slice(1);
    out += to;
    i += from.length;
  }
  return out;
}

/** The city as its country writes it, or undefined when neither a table nor a transliteration has it. */
export function localCityName(cc: string, language: string, city: string): string | undefined {
  const known = CITY_NAMES[cc]?.[city];
  if (known) return known;
  if (/[^\p{Script=Latin}\s\p{P}\d]/u.test(city)) return city;
  return transliterated(language, city) ?? gazetteerLocalName(cc, city);
}

/** A transliteration where one is mechanical (kana, hangul, Cyrillic). */
function transliterated(language: string, city: string): string | undefined {
  const base = city.replace(/-(si|gun|gu|shi)$/i, '');
  switch (language) {
    case 'jpn':
      return toKatakana(base.replace(/(chō|cho|machi|mura|shi)$/i, (suffix) => ` ${suffix}`));
    case 'kor':
      return toHangul(city);
    case 'rus':
    case 'ukr':
    case 'mon':
      return toCyrillic(city, language);
    default:
      return undefined;
  }
}

/**
 * A unit's or building's name in a language with its own script: 'Tokyo North 2nd Ward' is
 * '東京北第2ワード'. Undefined when the city has no local form.
 */
export function scriptUnitName(language: string, cc: string, word: UnitWord | 'temple', city: string, part = '', number?: number): string | undefined {
  const words = SCRIPT_WORDS[language];
  const place = localCityName(cc, language, city);
  if (!words || !place) return undefined;
  const partWords = part
    .split(' ')
    .filter(Boolean)
    .map((piece) => words.parts[piece] ?? (/^\d+$/.test(piece) ? piece : undefined));
  if (partWords.some((piece) => piece === undefined)) return undefined;
  const joiner = language === 'jpn' || language === 'zho' ? '' : ' ';
  const full = [place, ...partWords].join(joiner);
  if (word === 'temple') {
    if (language === 'jpn' || language === 'zho') return `${full}${words.temple}`;
    return words.compose === prefixed ? `${words.temple} ${full}` : `${full} ${words.temple}`;
  }
  return words.compose(full, words[word], number).replace(/\s+/g, ' ').trim();
}

// ---- Streets as each country writes them ----

// prettier-ignore
const COMMONWEALTH_STREETS = [
  'High', 'Church', 'Station', 'Victoria', 'Mill', 'Queen’s', 'King’s', 'Manor', 'Green', 'School', 'Albert', 'York', 'Grange',
  'Chapel', 'Kingsway', 'Windsor', 'Clarence', 'Alexandra', 'Stanley', 'Princes', 'Market', 'Abbey', 'Castle', 'Bridge',
];
const COMMONWEALTH_TYPES = ['Road', 'Street', 'Lane', 'Close', 'Avenue', 'Crescent', 'Drive', 'Gardens', 'Terrace'];
const JAPANESE_DISTRICTS = ['Chūō', 'Honchō', 'Sakae', 'Midori', 'Nishi', 'Higashi', 'Minami', 'Kita', 'Asahi', 'Saiwai', 'Hikari', 'Wakaba'];
const KOREAN_ROADS = ['Jungang', 'Sejong', 'Hanbit', 'Eunhaeng', 'Munhwa', 'Daehak', 'Sinchon', 'Haean', 'Gangnam', 'Dongseo', 'Yeokjeon', 'Sijang'];
const CHINESE_ROADS = ['Zhongshan', 'Zhongzheng', 'Minsheng', 'Minquan', 'Heping', 'Ren’ai', 'Xinyi', 'Fuxing', 'Guangfu', 'Chenggong', 'Jianguo', 'Minzu'];
const THAI_ROADS = ['Sukhumvit', 'Ratchadamnoen', 'Charoen Krung', 'Phahonyothin', 'Rama IV', 'Mittraphap', 'Nimmanhaemin', 'Pracha Uthit'];
const CYRILLIC_STREETS = ['Lenina', 'Mira', 'Sovetskaya', 'Gagarina', 'Pushkina', 'Tsentralnaya', 'Molodyozhnaya', 'Shkolnaya', 'Sadovaya'];
const UKRAINIAN_STREETS = ['Shevchenka', 'Franka', 'Soborna', 'Hrushevskoho', 'Khreshchatyk', 'Lesi Ukrainky', 'Nezalezhnosti'];

/**
 * A street line in the country's own form, or undefined to let the language decide. English-speaking
 * countries outside North America number houses from 1 on British street names; Japan writes
 * chōme-ban-gō, Korea road names with -ro and -gil, Taiwan and Hong Kong 'No. 12, Zhongshan Rd., Sec. 2'.
 */
export function localStreet(cc: string, language: string, rng: Random): string | undefined {
  if (cc === 'US' || cc === 'CA') return undefined;
  switch (language) {
    case 'jpn':
      return `${rng.int(1, 6)}-${rng.int(1, 30)}-${rng.int(1, 20)} ${rng.pick(JAPANESE_DISTRICTS)}`;
    case 'kor':
      return `${rng.pick(KOREAN_ROADS)}-${rng.pick(['ro', 'daero', 'gil'])} ${rng.int(1, 300)}`;
    case 'zho':
      return `No. ${rng.int(1, 400)}, ${rng.pick(CHINESE_ROADS)} Rd.${rng.chance(0.4) ? `, Sec. ${rng.int(1, 4)}` : ''}`;
    case 'tha':
      return `${rng.int(1, 999)}/${rng.int(1, 99)} ${rng.pick(THAI_ROADS)} Road`;
    case 'rus':
    case 'mon':
      return `ulitsa ${rng.pick(CYRILLIC_STREETS)}, ${rng.int(1, 120)}`;
    case 'ukr':
      return `vulytsia ${rng.pick(UKRAINIAN_STREETS)}, ${rng.int(1, 120)}`;
    case 'khm':
      // Cambodian towns number their streets: 'No. 25, Street 271'.
      return `No. ${rng.int(1, 300)}, Street ${rng.int(1, 600)}`;
    case 'amh':
      return `Woreda ${String(rng.int(1, 14)).padStart(2, '0')}, Kebele ${String(rng.int(1, 20)).padStart(2, '0')}`;
    case 'eng':
    case 'fil':
    case 'smo':
    case 'ton':
    default:
      // Numbered from 1 on a British-style street: the form of most of the Commonwealth and the Pacific.
      return ['spa', 'por', 'fra', 'deu', 'ita', 'nld'].includes(language)
        ? undefined
        : `${rng.int(1, 250)} ${rng.pick(COMMONWEALTH_STREETS)} ${rng.pick(COMMONWEALTH_TYPES)}`;
  }
}

/**
 * The street's name without its numbers, for a building's English name: '2-29-5 Nishi' is 'Nishi',
 * 'No. 380, Zhongshan Rd., Sec. 3' is 'Zhongshan Rd.', 'ulitsa Lenina, 78' is 'ulitsa Lenina'.
 */
export function streetName(street1: string): string {
  return street1
    .replace(/^No\.\s*\d+,\s*/, '')
    .replace(/^Woreda \d+, /, '')
    .replace(/^[\d/-]+\s+/, '')
    .replace(/,\s*Sec\.\s*\d+$/, '')
    .replace(/,?\s+\d+$/, '')
    .replace(/,$/, '')
    .trim();
}

/** Stakes abroad are told apart by compass points, as the Church names them, not by US suburbs. */
export const STAKE_PARTS_ABROAD = ['North', 'South', 'East', 'West', 'Central'];
