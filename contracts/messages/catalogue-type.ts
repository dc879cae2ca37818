/**
 * The shape another language must give a catalogue written `as const` in English: the same
 * keys, any strings, functions with the same parameters. An Indonesian file declares
 * `satisfies SiteMessages`, so a missing or extra key fails the type check.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Catalogue<R>
      : T extends readonly (infer U)[]
        ? readonly Catalogue<U>[]
        : { readonly [K in keyof T]: Catalogue<T[K]> };
