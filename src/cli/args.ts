// Argument helpers shared by the commands that speak the reference generator's command line.

/**
 * `--config-files A B --x` → `--config-files A --config-files B --x`, so parseArgs sees a repeated
 * option: the reference takes multi-value flags space-separated (argparse `nargs='+'`).
 */
export function spreadMultiValues(argv: readonly string[], multi: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let flag: string | undefined;
  for (const a of argv) {
    // A flag (`--x`, `-h`) ends the values; a negative number does not.
    if (a.startsWith('--') || /^-[A-Za-z]/.test(a)) {
      const name = a.startsWith('--') ? a.slice(2).split('=')[0]! : '';
      flag = multi.has(name) ? a.split('=')[0] : undefined;
      out.push(a);
      continue;
    }
    if (flag && out[out.length - 1] !== flag) out.push(flag);
    out.push(a);
  }
  return out;
}
