/** The shape of a server catalog and the dotted keys of its leaves (what TypeScript checks a key against). */

/** A catalog: nested objects whose leaves are strings with {{placeholders}}. */
export type Catalog = { readonly [key: string]: string | Catalog };

/** A key without i18next's plural suffix (`count_one` and `count_other` are both asked for as `count`). */
type Singular<K extends string> = K extends `${infer B}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? B : K;

/** Every dotted path to a string leaf of catalog `T` (`"notFound.Assessment"`), plural forms under their base key. */
export type LeafKey<T> = {
  [K in keyof T & string]: T[K] extends string ? Singular<K> : T[K] extends Catalog ? `${K}.${LeafKey<T[K]>}` : never;
}[keyof T & string];

/** Values a message may interpolate. */
export type Params = Readonly<Record<string, string | number>>;
