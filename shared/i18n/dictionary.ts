// The shape every language's dictionary has: the English one with its
// string literals widened to string. A key missing in (or added to only)
// one language is a type error.
import type { en } from './en';

export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

export type Dictionary = Widen<typeof en>;
