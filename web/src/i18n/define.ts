import type { Lang } from '@brokerage/contract';

// The shape of a text tree with every leaf a string: the other languages must have exactly English's keys.
export type TextTree<T> = { [K in keyof T]: T[K] extends string ? string : TextTree<T[K]> };

// One feature's texts in the four languages. English is the reference; the type checks the rest.
export function defineTexts<T extends object>(en: T, others: Record<Exclude<Lang, 'en'>, TextTree<T>>): Record<Lang, TextTree<T>> {
  return { en: en as TextTree<T>, ...others };
}
