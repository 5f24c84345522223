// node-postgres ships this module without types; only the one function the PGlite client uses is declared.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
