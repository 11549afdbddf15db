/**
 * An Intl formatter costs far more to build than to use: `memoizeFormatter(build)` builds one per language and
 * options (compared by their JSON) and hands the same one back afterwards.
 */
export function memoizeFormatter<L extends string, O, F>(
  build: (language: L, options: O) => F,
): (language: L, options: O) => F {
  const built = new Map<string, F>();
  return (language, options) => {
    const key = `${language}|${JSON.stringify(options)}`;
    let found = built.get(key);
    if (!found) {
      found = build(language, options);
      built.set(key, found);
    }
    return found;
  };
}
