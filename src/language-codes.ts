/**
 * The ISO 639-2 and 639-3 codes of an ISO 639-1 language ('es' -> 'spa'): the reverse of what
 * `Intl.getCanonicalLocales` does ('spa' -> 'es'), which Intl cannot answer. A service that stores three-letter
 * codes (the maps service's `language.code`, 'spa') is asked with every code of the language the visitor chose.
 *
 * The table is Intl's own answer, written down: every three-letter code whose canonical form is a two-letter one.
 * Regenerate (on a newer Node, when Intl learns more) with:
 *   node -e "const o={},a='abcdefghijklmnopqrstuvwxyz';for(const x of a)for(const y of a)for(const z of a){const c=x+y+z;
 *   try{const k=Intl.getCanonicalLocales(c)[0].toLowerCase();if(k!==c&&k.length===2)(o[k]??=[]).push(c)}catch{}}
 *   console.log(Object.keys(o).sort().map((k)=>k+o[k].join('')).join(' '))"
 */
const TABLE =
  'aaaar ababk aeave afafr akakafattwi amamh anarg araraarb asasm avava ayaymayr azazeazj babak bebel bgbul bibis bmbam bnben bobodtib brbre bsbos cacat ceche chcha cocos crcrecwd cscescze cuchu cvchv cycymwel dadan dedeuger dvdiv dzadpdzo eeewe elellgre eneng eoepo esspa etekkest eubaqeus fafasperpes fffucful fifin fjfij fofao frfrafre fyfry gagle gdgla glglg gngrngug gugujprp gvglv hahau heheb hihin hohmo hrhrvscr hthat huhun hyarmhye hzher iaina idind ieile igibo iiiii ikeskipk ioido isiceisl itita iuikeiku jajpn jvjavjaw kageokat kgkngkon kikik kjkua kkkaz klkal kmkhm knkan kokor krkauknc kskas kukmrkur kvkomkpv kwcor kykir lalat lbltz lglug lilim lnlin lolao ltlit lulub lvlavlvs mgmlgplt mhmah mimaomri mkmacmkd mlmal mndrhkhkmon mrmar msmaymsazsm mtmlt myburmya nanau nbnob ndnde nenepnpi ngndo nldutnld nnnno nonor nrnbl nvnav nynya ococi ojojgoji omgazorm ororiory ososs papan pipli plpol pspbupus ptpor ququequz rmroh rnrun romolronrum rurus rwkin saclssan scsrcsrd sdsnd sesme sgsag sisin skslkslo slslv smsmo snsna sosom sqalbalssqi srsccsrp ssssw stsot susun svswe swswaswh tatam tetel tgtgk ththa titir tktuk tntsn toton trtur tstso tttat tytah uguig ukukr ururd uzuzbuzn veven vivie vovol wawln wowol xhxho yiyddyid yoyor zazhazyb zhchicmnzho zuzul';

let byTwoLetter: Map<string, string[]> | undefined;

function table(): Map<string, string[]> {
  byTwoLetter ??= new Map(TABLE.split(' ').map((entry) => [entry.slice(0, 2), entry.slice(2).match(/.{3}/g) ?? []]));
  return byTwoLetter;
}

/** A code in Intl's canonical form, lowercased ('SPA' and 'es' give 'es'); an unknown code is kept lowercased. */
export function canonicalLanguage(code: string): string {
  const trimmed = code.trim();
  try {
    return (Intl.getCanonicalLocales(trimmed)[0] ?? trimmed).toLowerCase();
  } catch {
    return trimmed.toLowerCase();
  }
}

/** Every code that names the language of `code`: its canonical form first, then its three-letter codes ('es' -> es, spa). */
export function languageCodes(code: string): string[] {
  const key = canonicalLanguage(code);
  if (key === '') return [];
  return [key, ...(table().get(key) ?? [])];
}
