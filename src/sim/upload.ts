// What `actions/upload-artifact` takes for a `path:` input (one pattern a line, `!` excludes; `*`, `?` and
// `**` as globs; a directory means every file under it), and the names it stores them under: relative to
// the least common ancestor of the patterns' literal directories.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path';

/** Every file under `dir`, as paths relative to it (with `/`). */
function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return walk(join(dir, e.name), rel);
    return e.isFile() || e.isSymbolicLink() ? [rel] : [];
  });
}

/** A glob as a regular expression over `/`-separated paths. */
function globRegex(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` matches any number of directories, `**` at the end anything.
      if (glob[i + 2] === '/') {
        re += '(?:.*/)?';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** The literal directory a pattern searches from (everything before its first wildcard segment). */
function searchRoot(pattern: string): string {
  const parts = pattern.split('/');
  const first = parts.findIndex((p) => /[*?[]/.test(p));
  return first < 0 ? pattern : parts.slice(0, first).join('/') || '.';
}

export function collectUpload(workspace: string, pathInput: string): Record<string, string> {
  const lines = pathInput
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(workspace, p));
  const includes = lines.filter((l) => !l.startsWith('!')).map(abs);
  const excludes = lines
    .filter((l) => l.startsWith('!'))
    .map((l) => globRegex(abs(l.slice(1)).split(sep).join('/')));
  const found = new Map<string, string>();
  const roots: string[] = [];
  for (const p of includes) {
    const root = searchRoot(p);
    const literal = root === p;
    if (literal && existsSync(p) && statSync(p).isDirectory()) {
      for (const f of walk(p)) found.set(join(p, f), f);
      roots.push(p);
      continue;
    }
    const base = literal ? resolve(p, '..') : root;
    const re = globRegex(p.split(sep).join('/'));
    const hits = walk(base)
      .map((f) => join(base, f))
      .filter((f) => re.test(f.split(sep).join('/')));
    for (const f of hits) found.set(f, '');
    roots.push(base);
  }
  const kept = [...found.keys()].filter((f) => !excludes.some((re) => re.test(f.split(sep).join('/'))));
  if (!kept.length) return {};
  // The artifact's root: the deepest folder every pattern searches from, matched or not.
  const lca = commonDir(roots);
  return Object.fromEntries(
    kept.sort().map((f) => [posix.normalize(relative(lca, f).split(sep).join('/')), readFileSync(f, 'utf8')]),
  );
}

function commonDir(dirs: string[]): string {
  const split = dirs.map((d) => d.split(sep));
  const out: string[] = [];
  for (let i = 0; split.every((s) => i < s.length && s[i] === split[0]![i]); i++) out.push(split[0]![i]!);
  return out.join(sep) || sep;
}
