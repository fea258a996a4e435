/** The digest of the product's sources (see code-id.mjs). */
export function sourcesDigest(root: string): string;
