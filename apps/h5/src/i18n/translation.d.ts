export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? {
        readonly [K in keyof T]: Translation<T[K]>;
      }
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? {
            readonly [K in keyof T]: Translation<T[K]>;
          }
        : T;
