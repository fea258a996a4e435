// `sweep plan` on the reference's own files: the planner must plan them (no planning error), while the
// checks before dispatch may refuse the plan, as the action would — the reference's data has real findings
// (a runner label no runner carries, DEP shapes recorded as fewer GPUs than they run on, duplicate jobs).

/** Codes of the checks before dispatch: GitHub's limits, lanes, topology, runner labels, the baseline. */
const BEFORE_DISPATCH = /^(RT-\d+|R\d+|C\d+|LN-1|BASELINE|X-[35]|MX-2)$/;

/** The errors `sweep plan` printed that are not the verdict's checks before dispatch (planning errors). */
export function planningErrors(stderr: string): string[] {
  return [...stderr.matchAll(/ error \[([A-Z0-9-]+)\][^\n]*/g)]
    .filter((m) => !BEFORE_DISPATCH.test(m[1]!))
    .map((m) => m[0]);
}

/** Exit 0, or exit 1 because the checks before dispatch refuse the plan — never a planning error. */
export function plannedOrRefusedBeforeDispatch(r: { code: number; stderr: string }): boolean {
  if (planningErrors(r.stderr).length) return false;
  return (
    r.code === 0 ||
    (r.code === 1 && r.stderr.includes('plan: refused — the planned rows fail the checks before dispatch'))
  );
}
