/**
 * A count given on the command line as `--<name>=N`, or `fallback` without one. Anything
 * but a whole number from 1 up stops the script with the option named: a `--runs=abc`
 * would otherwise measure nothing and print NaN for every figure.
 */
export function countOption(name: string, fallback: number, argv = process.argv): number {
  const prefix = `--${name}=`;
  const arg = argv.find((candidate) => candidate.startsWith(prefix));
  if (arg === undefined) return fallback;
  const value = Number(arg.slice(prefix.length));
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${prefix} takes a whole number from 1 up, not "${arg.slice(prefix.length)}"`);
  }
  return value;
}
