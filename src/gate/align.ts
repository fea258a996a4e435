// Aligning base entries with head entries (the base must be an exact prefix of the head): the longest
// common subsequence of their canonical values, so an insertion, deletion or move is named once instead
// of shifting every later entry. Common prefix and suffix are stripped first, so the quadratic part is
// the hunk only.

/** Key order inside a mapping is not semantic: entries compare by their canonical JSON (any YAML value). */
export { comparableJson } from '../plan/canonical.js';

export type AlignOp =
  { op: 'equal'; b: number; h: number } | { op: 'del'; b: number } | { op: 'ins'; h: number };

export function align(base: readonly string[], head: readonly string[]): AlignOp[] {
  let pre = 0;
  while (pre < base.length && pre < head.length && base[pre] === head[pre]) pre++;
  let suf = 0;
  while (
    suf < base.length - pre &&
    suf < head.length - pre &&
    base[base.length - 1 - suf] === head[head.length - 1 - suf]
  )
    suf++;
  const B = base.slice(pre, base.length - suf);
  const H = head.slice(pre, head.length - suf);
  // lcs[i][j] = LCS length of B[i..] and H[j..].
  const w = H.length + 1;
  const lcs = new Uint32Array((B.length + 1) * w);
  for (let i = B.length - 1; i >= 0; i--) {
    for (let j = H.length - 1; j >= 0; j--) {
      lcs[i * w + j] =
        B[i] === H[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  const ops: AlignOp[] = [];
  for (let k = 0; k < pre; k++) ops.push({ op: 'equal', b: k, h: k });
  let i = 0;
  let j = 0;
  while (i < B.length || j < H.length) {
    if (i < B.length && j < H.length && B[i] === H[j]) ops.push({ op: 'equal', b: pre + i++, h: pre + j++ });
    else if (j < H.length && (i === B.length || lcs[i * w + j + 1]! >= lcs[(i + 1) * w + j]!))
      ops.push({ op: 'ins', h: pre + j++ });
    else ops.push({ op: 'del', b: pre + i++ });
  }
  for (let k = 0; k < suf; k++) ops.push({ op: 'equal', b: base.length - suf + k, h: head.length - suf + k });
  return ops;
}

/** A run of non-equal ops between two equal ones. `atEnd`: no base entry follows it. */
export interface Hunk {
  dels: number[];
  ins: number[];
  atEnd: boolean;
}

export function hunks(ops: readonly AlignOp[]): Hunk[] {
  const out: Hunk[] = [];
  let cur: Hunk | null = null;
  for (const o of ops) {
    if (o.op === 'equal') {
      cur = null;
      continue;
    }
    if (!cur) out.push((cur = { dels: [], ins: [], atEnd: false }));
    if (o.op === 'del') cur.dels.push(o.b);
    else cur.ins.push(o.h);
  }
  if (out.length && ops.length && ops[ops.length - 1]!.op !== 'equal') out[out.length - 1]!.atEnd = true;
  return out;
}
