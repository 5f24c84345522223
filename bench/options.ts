/**
 * `npm run bench -- launch-rush --wallets 200`: options are `--name value` pairs after the bench names.
 * Each bench reads its own; run.ts only sets them apart from the names.
 */
export function splitArgs(args: readonly string[]): { names: string[]; options: Map<string, string> } {
  const names: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split('=', 2);
    const value = inline ?? args[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new Error(`bench option --${key ?? ''} needs a value`);
    if (inline === undefined) i++;
    options.set(key ?? '', value);
  }
  return { names, options };
}

/** A positive number option, or `fallback`; anything else stops the run. */
export function numberOption(name: string, fallback: number): number {
  const raw = splitArgs(process.argv.slice(2)).options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not ${raw}`);
  return value;
}

/** A comma-separated list option (`--only 1-curve,cp`), or null when not given. */
export function listOption(name: string): string[] | null {
  const raw = stringOption(name);
  return raw === undefined ? null : raw.split(',').filter((x) => x.length > 0);
}

/** A string option, or undefined when not given. */
export function stringOption(name: string): string | undefined {
  return splitArgs(process.argv.slice(2)).options.get(name);
}
