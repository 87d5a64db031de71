declare module "pg/lib/utils.js" {
  /** node-postgres' parameter serialization (Dates, arrays, Buffers, objects → wire values). */
  export function prepareValue(value: unknown): string | Buffer | null;
  const utils: { prepareValue: typeof prepareValue };
  export default utils;
}
