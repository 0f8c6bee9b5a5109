/** Latin letters and an accented look-alike (docs/i18n.md "Pseudo-locale"). */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  I: 'Í',
  L: 'Ĺ',
  N: 'Ñ',
  O: 'Ó',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  Y: 'Ý',
  Z: 'Ž',
};
/** Words that lengthen a string, as translations into longer languages do. */
const FILLER = ['ĺóŕéɱ', 'íþšúɱ', 'ðóĺóŕ', 'šíţ', 'áɱéţ', 'çóñšéç'];

/**
 * A string of the pseudo-locale: accented letters, about 40% longer (whole words, so lines can still break), in
 * brackets so a cut-off end shows; `{placeholders}` stay as they are.
 *
 * @example
 * ```ts
 * pseudoLocalize('Sign in to {project}'); // '[Šíĝñ íñ ţó {project} ĺóŕéɱ]'
 * ```
 */
export function pseudoLocalize(english: string): string {
  const accented = english
    .split(/(\{\w+\})/)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((letter) => ACCENTED[letter] ?? letter).join('')))
    .join('');
  let extra = Math.ceil(english.replace(/\{\w+\}/g, '').length * 0.4);
  const words: string[] = [];
  for (let index = 0; extra > 0; index++) {
    const word = FILLER[index % FILLER.length] ?? '';
    words.push(word);
    extra -= word.length + 1;
  }
  return `[${accented} ${words.join(' ')}]`;
}
