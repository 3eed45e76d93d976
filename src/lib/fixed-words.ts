/**
 * `t` for keys without options, each key looked up once: a list that draws thousands of rows asks
 * i18next for the same few words (a status's name, an action's) over and over, and each lookup
 * resolves the key, its namespaces and fallbacks anew (on a phone's CPU, more than the rest of a
 * card's render). Make one per `t` (react-i18next gives a new `t` when the language changes). A
 * key still missing (it returns the key itself) is asked again next time.
 */
export function fixedWords<K extends string>(t: (key: K) => string): (key: K) => string {
  const seen = new Map<K, string>();
  return (key) => {
    let word = seen.get(key);
    if (word === undefined) {
      word = t(key);
      if (word !== key) seen.set(key, word);
    }
    return word;
  };
}
