// Where the product is published: the repository its users reference and the tag they pin. The reusable
// workflows call each other and the action by this reference, so a user's repository holds only callers.
export interface ProductRef {
  /** `<owner>/<repo>` of the product. */
  repo: string;
  /** The tag users pin (moved on every compatible release). */
  ref: string;
}

export const PRODUCT: ProductRef = { repo: 'sweep-orchestrator/sweep-orchestrator', ref: 'v0' };

export const actionRef = (p: ProductRef = PRODUCT) => `${p.repo}@${p.ref}`;
export const workflowRef = (file: string, p: ProductRef = PRODUCT) =>
  `${p.repo}/.github/workflows/${file}@${p.ref}`;

/** `owner/repo@ref` → ProductRef, or undefined. */
export function parseProductRef(text: string): ProductRef | undefined {
  const m = /^([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)@([A-Za-z0-9_./-]+)$/.exec(text);
  return m ? { repo: m[1]!, ref: m[2]! } : undefined;
}
