// `$GITHUB_ENV` as the runner reads it: `NAME=value` lines and `NAME<<DELIMITER` blocks. Pure.

export function parseGithubEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line) continue;
    const block = /^([^=<\s]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, i + 1);
      if (end < 0) throw new Error(`GITHUB_ENV: no closing delimiter ${block[2]} for ${block[1]}`);
      out[block[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`GITHUB_ENV: invalid line '${line}'`);
    out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}
