// The plan's place in a job's workspace, named once: the action writes the plan there (the `plan-dir`
// input's default) for the upload step, and the generated workflows download the plan artifact to the same
// folder and hand the file to the CLI and to the action's report step. Pure constants.

/** The folder the plan is written to and downloaded into, relative to the workspace. */
export const PLAN_DIR = '.sweep/plan';
/** The plan's file name, in that folder and in the plan artifact. */
export const PLAN_FILE = 'plan.json';
/** The plan file, relative to the workspace. */
export const PLAN_PATH = `${PLAN_DIR}/${PLAN_FILE}`;
