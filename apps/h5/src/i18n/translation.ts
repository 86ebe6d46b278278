// The shape a sibling catalogue (i18n/fil/<file>.ts) must have: the English one's keys, each a string where the
// English is a string (placeholders kept: i18n/catalogues.test.ts), lists and nested groups alike.
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
