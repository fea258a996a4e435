// Codes of the lanes file (configs/lanes.yaml, or the policy the product ships for the inferencex-e2e/
// layout when a repository has none), its static checks, and the GPU topology of planned rows.
import type { RuleDoc } from '../types.js';

export const LANE_RULES = {
  BASELINE: {
    title: 'The lint baseline',
    checks:
      'configs/lint-baseline.yaml (written by `sweep lint --write-baseline`) records known topology and lane findings by file, YAML path and rule; they are reported as known and do not block. A recorded finding that no longer occurs is dropped from the file with a notice; a file that does not validate counts as empty.',
    example:
      'R1 at k.scenarios.fixed-seq-len[0].search-space[3].prefill.ep no longer occurs: dropped from configs/lint-baseline.yaml',
    fix: 'Commit the shrunk baseline; regenerate a broken one with `sweep lint --write-baseline`.',
  },
  'LN-1': {
    title: 'The lanes file does not validate',
    checks:
      'configs/lanes.yaml follows its schema: known keys only, quoted "H:MM:SS" times, lane keys written `<cluster>/<path>`, a routing rule with either a path (`value`) or a refusal (`refuse`). Its format: docs/lanes.md.',
    example: 'fixedTimeLimit: 6:00:00   # unquoted: YAML 1.1 reads it as 21600 seconds',
    fix: 'Follow the message: quote times, remove or rename unknown keys.',
  },
  C1: {
    title: 'A matcher, volume or cluster is not in the vocabulary',
    checks:
      'Matcher values come from `vocab`, lanes, routing rules and time bumps name existing clusters, mounted volumes exist on the cluster, admitted frameworks and setup scripts are in the vocabulary, and every `$ref` names a fragment. A typo would otherwise never match.',
    example: "when: {model: dsv-4}   # model 'dsv-4' is not in the vocabulary",
    fix: 'Use a value from the vocabulary, or add it there.',
  },
  C2: {
    title: 'Lane settings contradict the cluster',
    checks:
      '`checkout: shared` needs the cluster’s `sharedRunRoot`; a lane `time` cannot be shadowed by the cluster’s fixed time limit; power decisions need a lane; `dcgm` is tested only after the power decision.',
    example:
      'checkout: shared on gb300-nv/srt-multi, but cluster gb300-nv has no sharedRunRoot; the launch would fail',
    fix: 'Set the cluster fact, or change the lane decision.',
  },
  C3: {
    title: 'A rule can never decide anything',
    checks:
      'Each rule matches some request the lane admits, and is not shadowed by earlier rules of a first-match list.',
    example: 'dead rule in gb200-nv/srt-multi checkout[2]: it matches no request the lane admits',
    fix: 'Delete the rule, or fix its values or the lane admission.',
  },
  C4: {
    title: 'A decision leaves admitted frameworks undecided',
    checks:
      'When a decision’s rules pick a value per framework for a model, every framework the lane admits for that model (all of them with `admit: {frameworks: any}`) has a rule, or an explicit default with a reason.',
    example: '`checkout` has no decision for dsv4 × {vllm} on gb200-nv/srt-multi',
    fix: 'Add a rule for the framework, or an explicit default with a `reason`.',
  },
  C5: {
    title: 'Jobs read a workspace their nodes cannot see',
    checks:
      'On a cluster whose compute nodes cannot see the runner workspace, every row that reads /infmax-workspace on the nodes (its recipe says so; without the recipe, `nodeWorkspace` does) is staged on the shared run root (`checkout: shared`), or its job fails at startup. The lanes file alone is checked for the models its checkout rules name (a rule with a `reason` is a deliberate exception); every planned row is checked. Cluster facts agree with runners.yaml and every cluster is reachable by a runner label.',
    example:
      "dsv4-fp4-gb200-vllm-agentic: gb200-nv/srt-multi resolves checkout 'workspace' (default) for dsv4 × vllm × fp4 × agentic: not staged on the shared run root, but its jobs read /infmax-workspace on compute nodes that cannot see the runner workspace, so the job fails at startup",
    fix: 'Add a `checkout: shared` rule for these requests.',
  },
  C6: {
    title: 'A planned row would fail at launch',
    checks:
      'Every planned row gets a launch path its cluster’s routing allows, a lane for that path (unless the path runs without one: `routing.noLane`), is admitted by the lane, and has a power decision. Each refusal carries the launcher’s own message and holds the sweep back before any GPU time is spent.',
    example:
      'dsv41flash-fp4-mi300x-vllm-agentic-nixl: mi300x-amd/srt-multi would fail at launch: cluster mi300x-amd has no srt-multi srt-slurm lane',
    fix: 'Admit the framework on the lane, add the lane, change the routing, or move the config to another cluster.',
  },
  C7: {
    title: 'Sibling frameworks diverge',
    checks:
      'Within one cluster, model and scenario, frameworks on the same engine get the same checkout, preflight and time unless a reason says why.',
    example:
      'gb200-nv/srt-multi: dsv4 × agentic: vllm frameworks diverge — dynamo-vllm → shared; vllm → workspace',
    fix: 'Make the decisions agree, or give the exception a `reason`.',
  },
  C8: {
    title: 'A rule matches no row',
    checks:
      'Every rule of the lanes file matches at least one row of the full matrix (warning). Reject rules (guards) and rules that write the default out with a reason are exempt.',
    example: 'gb300-nv/srt-multi time.rules[0] matches no planned row',
    fix: 'Remove the rule if its configs are retired.',
  },
  R1: {
    title: 'Expert parallelism does not fit the worker’s GPUs',
    checks:
      '`tp` is a worker’s GPU width (with `pp` and `pcp-size`); EP adds no GPUs, so `1 ≤ ep ≤ tp·pp·pcp` and `ep` divides it.',
    example: 'decode: {num-worker: 1, tp: 8, ep: 16, dp-attn: true}   # a DEP16 decode counted as 8 GPUs',
    fix: 'Declare the GPUs the job really uses. Where its recipe or an aggregated item’s `num-nodes` says how many, the fix names the `num-worker` and `tp` that record exactly those (for the DEP16 above on 16 GPUs, `tp: 16`); otherwise, for DEP-N write `tp: N, ep: N, dp-attn: true`.',
  },
  R2: {
    title: 'Parallel sizes are invalid',
    checks: '`pp`, `pcp-size` and `dcp-size` are at least 1, and `dcp-size` divides `tp`.',
    example: '{ tp: 4, dcp-size: 3 }',
    fix: 'Use sizes of 1 or more, with a `dcp-size` that divides `tp`.',
  },
  R3: {
    title: 'The declared topology disagrees with its recipe',
    checks:
      'Each role’s workers and GPUs per worker match the recipe variant the row names; an aggregated row uses the recipe’s aggregated role; a disaggregated one has prefill and decode.',
    example: 'decode declares 1 worker × 8 GPUs but recipe disagg-llm-d.yaml:override_2p1d runs 1 × 16',
    fix: 'Declare the recipe’s workers and GPUs (the recipe is what runs).',
  },
  R4: {
    title: 'The recipe’s engine arguments disagree with its GPUs',
    checks:
      'The engine’s parallel sizes in the recipe multiply to the role’s GPUs (vLLM DP·TP·PP, SGLang tp·pp, TRT-LLM TP·PP with MoE EP at most that).',
    example: 'decode: data-parallel-size 16 × tensor-parallel-size 1 = 16, but the role has 8 GPUs',
    fix: 'Fix the recipe’s engine arguments or its `gpus`.',
  },
  R5: {
    title: 'Workers do not pack into nodes',
    checks:
      'A worker wider than a node uses whole nodes, a narrower one divides a node; the workers fit the recipe’s nodes; an aggregated item (`worker` + `num-nodes`) fills its `num-nodes` exactly, or an even part of one node.',
    example: 'worker tp: 6 on gb200-nv (4 GPUs per node)',
    fix: 'Declare the worker width the job really runs, which packs whole nodes or an even part of one. An aggregated item’s nodes are what its job runs on: the fix changes its workers to fill `num-nodes`, never `num-nodes` to fit the workers.',
  },
  R6: {
    title: 'The node count is not what the recipe reserves',
    checks:
      'A row’s node count equals the recipe’s; without a checked-in recipe, it is packed from the declared workers and cannot be checked (a notice).',
    example: '3 recipe file(s) named by CONFIG_FILE are not checked in (e.g. recipes/trtllm/ctx1_gen4.yaml)',
    fix: 'Check in the recipe (or its lock), or correct the declared workers; an aggregated item sets `num-nodes` to the nodes its recipe allocates.',
  },
  R7: {
    title: 'A name says another topology',
    checks:
      'Tokens such as `dep16`, `tep8`, `tp8`, `1p1d`, `2p1d` in the recipe variant or experiment name agree with the declared shape (warning).',
    example: 'variant override_2p1d-dep8-dep16 but decode declares tp: 8',
    fix: 'If the recipe runs what its name says, declare that shape (`dep16`: `tp: 16, ep: 16, dp-attn: true`); else rename the variant.',
  },
  R8: {
    title: 'A suspicious expert-parallel shape',
    checks: 'With `dp-attn`, `ep` equals the worker’s GPUs; `ep > tp` is suspicious (warning).',
    example: '{ tp: 8, ep: 4, dp-attn: true }',
    fix: 'For DEP-N write `tp: N, ep: N, dp-attn: true`; for TEP-N `dp-attn: false`.',
  },
} as const satisfies Record<string, RuleDoc>;
