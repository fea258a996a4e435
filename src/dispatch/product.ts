// Where the product is published: the repository its users reference and the tag they pin, and the npm
// package whose command sets a repository up. The reference is one setting: `sweep init --ref owner/repo@ref`
// writes callers that use it and pass it to the reusable workflows, which check the tooling out (and run the
// action from that checkout) at the reference they are given. A workflow's `uses:` cannot be an expression,
// so the reusable workflows call each other by the reference they were generated for (PRODUCT, here).
export interface ProductRef {
  /** `<owner>/<repo>` of the product. */
  repo: string;
  /** The tag users pin (moved on every compatible release). */
  ref: string;
}

export const PRODUCT: ProductRef = { repo: 'sweep-orchestrator/sweep-orchestrator', ref: 'v0' };

/** The npm package (package.json `name`) and the command that runs its CLI with no install. */
export const PACKAGE = '@sweep-orchestrator/sweep-orchestrator';
export const RUN_COMMAND = `npx ${PACKAGE}`;

export const actionRef = (p: ProductRef = PRODUCT) => `${p.repo}@${p.ref}`;
export const workflowRef = (file: string, p: ProductRef = PRODUCT) =>
  `${p.repo}/.github/workflows/${file}@${p.ref}`;

/** `owner/repo@ref` → ProductRef, or undefined. */
export function parseProductRef(text: string): ProductRef | undefined {
  const m = /^([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)@([A-Za-z0-9_./-]+)$/.exec(text);
  return m ? { repo: m[1]!, ref: m[2]! } : undefined;
}
