// A tree object's entries, from its raw bytes: `<mode> <name>\0<hash>` one after the other, the hash in
// binary (20 bytes for SHA-1, 32 for SHA-256: half the length of the tree's own hex id).

export interface TreeEntry {
  /** Octal, as git writes it (`100644`, `100755`, `120000`, `40000`, `160000`). */
  mode: string;
  name: string;
  /** A subdirectory (the only entries ls-tree -r descends into rather than lists). */
  isTree: boolean;
}

/** The entries of a tree whose id is `treeSha`; stops at the first malformed entry. */
export function treeEntries(tree: Buffer, treeSha: string): TreeEntry[] {
  const hashLength = treeSha.length / 2;
  const entries: TreeEntry[] = [];
  let pos = 0;
  while (pos < tree.length) {
    const space = tree.indexOf(0x20, pos);
    const nul = space < 0 ? -1 : tree.indexOf(0x00, space + 1);
    if (nul < 0 || nul + 1 + hashLength > tree.length) break;
    const mode = tree.toString('latin1', pos, space);
    if (!/^[0-7]{5,6}$/.test(mode)) break;
    // The file-type bits of the mode.
    const isTree = (parseInt(mode, 8) & 0o170000) === 0o040000;
    entries.push({ mode, name: tree.toString('utf8', space + 1, nul), isTree });
    pos = nul + 1 + hashLength;
  }
  return entries;
}
