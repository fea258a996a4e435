// The simulated consumer repository of the inferencex-first-sweep scenario: a small repository laid out
// like the reference today (everything under inferencex-e2e/), with fixture configs written for the
// simulator (one config of each kind: single-node fixed and agentic, multi-node disaggregated, aggregated
// and agentic), and a stand-in for the layout's launch command that writes results in the reference's formats.
// Data only.

/** Where the stand-in is, relative to the layout folder, and the command the config file names. */
export const STANDIN = 'sim/launch.sh';
export const STANDIN_COMMAND = `bash ${STANDIN}`;

/** The config keys of the fixture, as the demo PR's changelog entry names them. */
export const FIXTURE_KEYS = [
  'dsr1-fp4-b200-sglang',
  'dsv4-fp4-b200-vllm-agentic',
  'dsr1-fp4-gb200-dynamo-trt',
  'kimik3-fp4-gb300-dynamo-vllm-agentic',
  'qwen3.5-fp4-gb300-dynamo-sglang',
] as const;

/** A changelog entry for some of the fixture's configs, appended. */
export const fixtureEntry =
  (keys: readonly string[], description: string) =>
  (base: string): string =>
    `${base.replace(/\n*$/, '\n')}
- config-keys:
${keys.map((k) => `    - ${k}`).join('\n')}
  description:
    - "${description}"
  pr-link: XXX
`;

/** The demo PR's entry for the fixture's configs. */
export const appendFixtureEntry = fixtureEntry(
  FIXTURE_KEYS,
  "First sweep of the orchestrator on the reference's job: single-node, agentic, disaggregated",
);

/** Where the stand-in reads what the engine at a revision does (relative to the layout folder). */
export const ENGINE_FILE = 'sim/engine.tsv';

/**
 * sim/engine.tsv: per model prefix and framework, a speed factor on throughput and latency, and the GPU
 * count the result's name records instead of the job's own (`-`: the job's own).
 */
export const engineFile = (lines: readonly [string, string, number, number | '-'][]): string =>
  `# What the engine does at this revision (the simulator's launch command reads it): model prefix,
# framework, speed factor on throughput and latency, GPUs the result's name records (-: the job's own).
${lines.map((l) => l.join('\t')).join('\n')}
`;

/** Repository-relative path → text of the base commit (before `sweep init`). */
export const INFERENCEX_FIXTURE_FILES: Readonly<Record<string, string>> = {
  'inferencex-e2e/configs/nvidia-master.yaml': `# Fixture master configs in the shape of the inferencex-e2e layout, small, for the simulator.

# Single-node fixed sequence lengths through a single-node srt-slurm recipe.
dsr1-fp4-b200-sglang:
  image: lmsysorg/sglang:v0.5.20-cu130
  model: nvidia/DeepSeek-R1-0528-FP4-V2
  model-prefix: dsr1
  runner: b200
  precision: fp4
  framework: sglang
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - tp: 4
        pcp-size: 2
        dcp-size: 2
        ep: 4
        dp-attn: true
        conc-start: 64
        conc-end: 128
        srt-recipe: benchmarks/single_node/srt-slurm-recipes/dsr1/sglang/b200-fp4/8k1k.yaml

# Single-node agentic coding with DRAM KV offloading, on one exact fleet.
dsv4-fp4-b200-vllm-agentic:
  image: vllm/vllm-openai:v0.21.0
  model: deepseek-ai/DeepSeek-V4-Pro
  model-prefix: dsv4
  runner: cluster:b200-dgxc
  precision: fp4
  framework: vllm
  multinode: false
  scenarios:
    agentic-coding:
    - dram-utilization: 0.8
      search-space:
      - tp: 8
        ep: 8
        dp-attn: true
        spec-decoding: mtp
        kv-offloading: dram
        kv-offload-backend: { name: vllm-simple }
        conc-list: [32]

# Multi-node disaggregated prefill/decode on GB200 NVL (4 GPUs per node).
dsr1-fp4-gb200-dynamo-trt:
  image: nvcr.io/nvidia/ai-dynamo/tensorrtllm-runtime:0.8.1.post2
  model: nvidia/DeepSeek-R1-0528-NVFP4-v2
  model-prefix: dsr1
  runner: cluster:gb200-nv
  precision: fp4
  framework: dynamo-trt
  router: { name: dynamo-router, version: "0.8.1.post2" }
  kv-p2p-transfer: nixl
  multinode: true
  disagg: true
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - spec-decoding: mtp
        conc-list: [128, 256]
        prefill:
          num-worker: 3
          tp: 4
          ep: 4
          dp-attn: true
          additional-settings:
          - "CONFIG_FILE=recipes/trtllm/gb200-fp4/8k1k/mtp/ctx3_gen1_dep8_mtp3.yaml"
        decode:
          num-worker: 1
          tp: 8
          ep: 8
          dp-attn: true

# Multi-node agentic coding on GB300 NVL, aggregated (decode has no workers of its own).
kimik3-fp4-gb300-dynamo-vllm-agentic:
  image: vllm/vllm-openai:kimi-k3
  model: moonshotai/Kimi-K3
  model-prefix: kimik3
  runner: cluster:gb300-nv
  precision: fp4
  framework: dynamo-vllm
  router: { name: dynamo-router, version: "1.3.0" }
  multinode: true
  disagg: false
  scenarios:
    agentic-coding:
    - dram-utilization: 0.6
      search-space:
      - kv-offloading: none
        conc-list: [16]
        prefill:
          num-worker: 1
          tp: 8
          ep: 8
          dp-attn: true
          additional-settings:
          - "CONFIG_FILE=recipes/vllm/kimi-k3/agentic/agg-gb300-dep8.yaml"
        decode: { num-worker: 0, tp: 8, ep: 8, dp-attn: true }

# Multi-node aggregated serving (one worker pool, no decode workers) on GB300 NVL.
qwen3.5-fp4-gb300-dynamo-sglang:
  image: lmsysorg/sglang:v0.5.20-cu130
  model: Qwen/Qwen3.5-397B-A17B-FP4
  model-prefix: qwen3.5
  runner: cluster:gb300-nv
  precision: fp4
  framework: dynamo-sglang
  kv-p2p-transfer: nixl
  multinode: true
  disagg: false
  scenarios:
    fixed-seq-len:
    - isl: 1024
      osl: 1024
      search-space:
      - conc-list: [64]
        prefill:
          num-worker: 2
          tp: 8
          ep: 8
          dp-attn: true
          additional-settings:
          - "CONFIG_FILE=recipes/sglang/qwen3.5/gb300-fp4/1k1k/agg-dep8x2.yaml"
        decode: { num-worker: 0, tp: 8, ep: 8, dp-attn: true }
`,
  'inferencex-e2e/configs/amd-master.yaml': `# No AMD configs in this fixture.
{}
`,
  'inferencex-e2e/configs/runners.yaml': `# Runner labels and the clusters they belong to (fixture).
labels:
  b200:
    - b200-dgxc_00
    - b200-dgxc_01
  cluster:b200-dgxc:
    - b200-dgxc_00
    - b200-dgxc_01
  cluster:gb200-nv:
    - gb200-nv_00
    - gb200-nv_01
  cluster:gb300-nv:
    - gb300-nv_00
clusters:
  b200-dgxc:
    gpus-per-node: 8
    available-cpu-dram-mib: 3_095_781
    arch: x86_64
    scheduler: slurm
    slurm:
      partition: gpu-2
      account: benchmark
      exclusive: true
  gb200-nv:
    gpus-per-node: 4
    available-cpu-dram-mib: 860_160
    arch: aarch64
    scheduler: slurm
    slurm:
      partition: batch
      volumes:
        hf-hub-cache: {path: /mnt/shared/hf-hub-cache}
        aiperf-cache: {path: /mnt/shared/ai-perf-cache}
        dynamo-wheels: {path: /mnt/shared/gha-runs/dynamo-wheels}
      srt-slurm:
        default-time-limit: "6:00:00"
        shared-run-root: /mnt/shared/gha-runs
  gb300-nv:
    gpus-per-node: 4
    available-cpu-dram-mib: 860_160
    arch: aarch64
    scheduler: slurm
    slurm:
      partition: batch
      volumes:
        hf-hub-cache: {path: /data/shared/hf-hub-cache}
        aiperf-cache: {path: /data/shared/ai-perf-cache}
`,
  'inferencex-e2e/configs/ci-priority.yaml': `version: 1

# Scheduling score of every planned job: higher runs sooner. The score is printed with three decimals
# in the \`ci-job-<score>-<token>\` runner label.
base-score: 1.0

adjustments:
  event:
    push: 2.0
  multi-node: 1.25
  agentic: 1.0
  eval-only: 0.0
  precision:
    fp4: 0.75
  spec-decoding:
    mtp: 0.75
  framework-prefix:
    sglang: 0.5
    vllm: 0.5
    dynamo-sglang: 0.5
    dynamo-vllm: 0.5
  model-prefix:
    kimik3: 1.5
    dsv4: 0.75
    qwen3.5: 0.75
    dsr1: 0.75

labels:
  skip-queue:
    name: skip_queue
  checklist-complete:
    names: [ci-checklist-complete]
    adjustment: 0.25
  patchwork:
    names: [ci-patchwork, engine-patch]
    score: 0.0
    waived-by: [ci-patchwork-waived]
`,
  'inferencex-e2e/benchmarks/single_node/srt-slurm-recipes/dsr1/sglang/b200-fp4/8k1k.yaml': `name: fixture
`,
  'inferencex-e2e/perf-changelog.yaml': `- config-keys:
    - dsr1-fp4-b200-sglang
  description:
    - "Baseline"
  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/1
`,
  'inferencex-e2e/sim/launch.sh': `#!/usr/bin/env bash
# Stand-in for the layout's launch command in the simulator (no cluster, no GPUs): leaves in the workspace
# what the reference's launchers leave there, in its formats, with figures computed from the row alone
# (the same row always gives the same files).
set -euo pipefail
ws="\${GITHUB_WORKSPACE:?}"
: "\${RESULT_FILENAME:?}" "\${RUNNER_NAME:?}" "\${IS_MULTINODE:?}" "\${IS_AGENTIC:?}"
echo "stand-in launch: runner \${RUNNER_NAME} (cluster \${RUNNER_NAME%%_*}), \${RESULT_FILENAME}"

# The simulator fails a job this way: the server dies after its log is written.
crash_if_asked() {
  [ "\${STANDIN_FAIL:-0}" = 1 ] || return 0
  echo "ERROR: Server process 4242 died during benchmark" >&2
  exit 1
}

# The GPUs of one role: workers × TP × PP × PCP.
role_gpus() { echo $(( $1 * $2 * \${3:-1} * \${4:-1} )); }

# What the engine at this revision does, from sim/engine.tsv (model prefix, framework, speed, GPUs recorded):
# a speed factor on throughput and latency, and the GPU count the result's name records instead of the
# job's own (a launcher's accounting slip); without a line, as measured.
speed=1; recorded=-
if [ -f sim/engine.tsv ]; then
  line=$(awk -v p="$MODEL_PREFIX" -v f="$FRAMEWORK" '$1 == p && $2 == f { print $3, $4; exit }' sim/engine.tsv)
  [ -z "$line" ] || read -r speed recorded <<< "$line"
fi

# The job's topology as the reference's result files record it, as JSON members: single-node TP, PP, DCP,
# PCP, EP and DP-attention; multi-node every prefill_*/decode_* field, tp their sum, ep the larger, DPA
# either role's. FORMAT says how dp_attention is written: str ("true") or bool (true).
flag() { if [ "$2" = bool ]; then echo "$1"; else echo "\\"$1\\""; fi; }
var() { printf '%s' "\${!1:-1}"; }
topology() {
  if [ "$IS_MULTINODE" != true ]; then
    printf '"tp": %d, "pp": %d, "dcp_size": %d, "pcp_size": %d, "ep": %d, "dp_attention": %s' \\
      "$TP" "$(var PP_SIZE)" "$(var DCP_SIZE)" "$(var PCP_SIZE)" "$(var EP_SIZE)" "$(flag "$DP_ATTENTION" "$1")"
    return
  fi
  local dpa=false ep=$(( PREFILL_EP > DECODE_EP ? PREFILL_EP : DECODE_EP )) role R
  if [ "$PREFILL_DP_ATTN" = true ] || [ "$DECODE_DP_ATTN" = true ]; then dpa=true; fi
  printf '"tp": %d, "ep": %d, "dp_attention": %s' $(( PREFILL_TP + DECODE_TP )) "$ep" "$(flag "$dpa" "$1")"
  for role in prefill decode; do
    R=$(printf '%s' "$role" | tr a-z A-Z)
    printf ', "%s_tp": %d, "%s_pp": %d, "%s_dcp_size": %d, "%s_pcp_size": %d, "%s_ep": %d' \\
      "$role" "$(var "$R"_TP)" "$role" "$(var "$R"_PP_SIZE)" "$role" "$(var "$R"_DCP_SIZE)" \\
      "$role" "$(var "$R"_PCP_SIZE)" "$role" "$(var "$R"_EP)"
    printf ', "%s_dp_attention": %s, "%s_num_workers": %d' \\
      "$role" "$(flag "$(var "$R"_DP_ATTN)" "$1")" "$role" "$(var "$R"_NUM_WORKERS)"
  done
}

# raw FILE CONC GPUS: a benchmark_serving result (the raw format: counts, throughput, 24 latency keys).
raw() {
  awk -v conc="$2" -v gpus="$3" -v isl="$ISL" -v osl="$OSL" -v model="$MODEL" -v ratio="$RANDOM_RANGE_RATIO" \\
    -v speed="$speed" '
  function lens(name, len, n,    i, lo, s, out) {
    lo = int(len * ratio); s = 0; out = ""
    for (i = 0; i < n; i++) { v = lo + (i * 7919) % (len - lo + 1); s += v; out = out (i ? ", " : "") v }
    sums[name] = s
    return out
  }
  function stats(metric, base, spread,    k) {
    printf "  \\"mean_%s_ms\\": %.4f,\\n  \\"median_%s_ms\\": %.4f,\\n  \\"std_%s_ms\\": %.4f,\\n", metric, base, metric, base * 0.96, metric, base * spread
    printf "  \\"p90_%s_ms\\": %.4f,\\n  \\"p99_%s_ms\\": %.4f,\\n  \\"p99.9_%s_ms\\": %.4f", metric, base * 1.3, metric, base * 1.7, metric, base * 2.1
  }
  BEGIN {
    n = conc * 10
    il = lens("in", isl, n); ol = lens("out", osl, n)
    rate = gpus * (200 + 300 * sqrt(conc)) * speed
    dur = (sums["in"] + sums["out"]) / rate
    start = 1787400000 + conc
    printf "{\\n  \\"date\\": \\"20260822-120000\\",\\n  \\"backend\\": \\"vllm\\",\\n"
    printf "  \\"model_id\\": \\"%s\\",\\n  \\"tokenizer_id\\": \\"%s\\",\\n  \\"best_of\\": 1,\\n  \\"num_prompts\\": %d,\\n", model, model, n
    printf "  \\"request_rate\\": \\"inf\\",\\n  \\"burstiness\\": 1.0,\\n  \\"max_concurrency\\": %d,\\n  \\"duration\\": %.6f,\\n", conc, dur
    printf "  \\"benchmark_start_time_unix\\": %.3f,\\n  \\"benchmark_end_time_unix\\": %.3f,\\n", start, start + dur
    printf "  \\"completed\\": %d,\\n  \\"total_input_tokens\\": %d,\\n  \\"total_output_tokens\\": %d,\\n", n, sums["in"], sums["out"]
    printf "  \\"request_throughput\\": %.6f,\\n  \\"request_goodput:\\": null,\\n", n / dur
    printf "  \\"output_throughput\\": %.6f,\\n  \\"total_token_throughput\\": %.6f,\\n", sums["out"] / dur, (sums["in"] + sums["out"]) / dur
    printf "  \\"input_lens\\": [%s],\\n  \\"output_lens\\": [%s],\\n", il, ol
    ttft = (120 + isl / 40 + conc * 2.5) / speed; tpot = (7 + conc / 16) / speed
    stats("ttft", ttft, 0.45); printf ",\\n"; stats("tpot", tpot, 0.04); printf ",\\n"
    stats("itl", tpot * 0.98, 1.4); printf ",\\n"; stats("e2el", ttft + tpot * osl * 0.9, 0.12); printf "\\n}\\n"
  }' > "$1"
}

# agentx FILE CONC GPUS PREFILL DECODE: an AgentX aggregate (agentic-coding result).
agentx() {
  awk -v conc="$2" -v gpus="$3" -v pg="$4" -v dg="$5" -v multi="$IS_MULTINODE" -v hw="$RUNNER_TYPE" \\
    -v image="$IMAGE" -v model="$MODEL" -v prefix="$MODEL_PREFIX" -v fw="$FRAMEWORK" -v prec="$PRECISION" \\
    -v spec="$SPEC_DECODING" -v kv="$KV_OFFLOADING" -v backend="\${KV_OFFLOAD_BACKEND_METADATA:-}" \\
    -v dram="\${TOTAL_CPU_DRAM_GB:-0}" -v dur="$DURATION" -v topo="$(topology str)" -v fp="\${RECIPE_FINGERPRINT:-}" \\
    -v speed="$speed" '
  function stat(m) { return sprintf("{\\"mean\\": %.5f, \\"p50\\": %.5f, \\"p75\\": %.5f, \\"p90\\": %.5f, \\"p95\\": %.5f, \\"std\\": %.5f}", m, m * 0.9, m * 1.15, m * 1.5, m * 1.9, m * 0.6) }
  BEGIN {
    total = conc * 80 + 40; ok = total - int(total / 50)
    tin = ok * 55000 / dur * speed; tout = ok * 420 / dur * speed
    itl = (0.012 + conc / 4000) / speed
    printf "{\\n  \\"hw\\": \\"%s\\",\\n  \\"conc\\": %d,\\n  \\"image\\": \\"%s\\",\\n  \\"recipe_fingerprint\\": \\"%s\\",\\n", hw, conc, image, fp
    printf "  \\"model\\": \\"%s\\",\\n  \\"infmax_model_prefix\\": \\"%s\\",\\n  \\"framework\\": \\"%s\\",\\n", model, prefix, fw
    printf "  \\"precision\\": \\"%s\\",\\n  \\"spec_decoding\\": \\"%s\\",\\n  \\"disagg\\": false,\\n", prec, spec
    printf "  \\"scenario_type\\": \\"agentic-coding\\",\\n  \\"is_multinode\\": %s,\\n", multi
    printf "  %s,\\n", topo
    if (multi == "true") printf "  \\"num_prefill_gpu\\": %d,\\n  \\"num_decode_gpu\\": %d,\\n", pg, dg
    printf "  \\"kv_offloading\\": \\"%s\\",\\n  \\"kv_offload_backend\\": %s,\\n", kv, backend == "" ? "null" : backend
    printf "  \\"allocated_cpu_dram_gb\\": %d,\\n  \\"num_requests_total\\": %d,\\n  \\"num_requests_successful\\": %d,\\n", dram, total, ok
    printf "  \\"request_metrics\\": {\\n    \\"latency\\": {\\"ttft\\": %s, \\"e2el\\": %s, \\"itl\\": %s, \\"tpot\\": %s, \\"intvty\\": %s},\\n", stat((2.4 + conc / 20) / speed), stat((9 + conc / 8) / speed), stat(itl), stat(itl), stat(1 / itl)
    printf "    \\"throughput\\": {\\"input\\": {\\"tokens_per_second\\": %.5f}, \\"output\\": {\\"tokens_per_second\\": %.5f}, \\"total\\": {\\"tokens_per_second\\": %.5f}, \\"duration_seconds\\": %.1f,\\n", tin, tout, tin + tout, dur
    printf "      \\"per_gpu\\": {\\"total_tput_tps\\": %.5f, \\"output_tput_tps\\": %.5f, \\"input_tput_tps\\": %.5f}},\\n", (tin + tout) / gpus, tout / gpus, tin / gpus
    printf "    \\"cache\\": {\\"theoretical_cache_hit_rate\\": 0.93}\\n  },\\n"
    printf "  \\"server_metrics\\": {\\"present\\": true, \\"cache\\": {\\"overall_cache_hit_rate\\": 0.9}},\\n  \\"power_metric_schema_version\\": 2,\\n  \\"power_valid\\": 0\\n}\\n"
  }' > "$1"
}

# aiperf DIR CONC: AIPerf's summary (what the agentic validation reads), its inputs and raw export.
aiperf() {
  mkdir -p "$1"
  local total=$(( $2 * 80 + 40 )); local errors=$(( total / 50 ))
  printf '{"request_count": {"avg": %d}, "error_request_count": {"avg": %d}, "completed_request_count": {"avg": %d}}\\n' \\
    $(( total - errors )) "$errors" "$total" > "$1/profile_export_aiperf.json"
  echo '{"data": []}' > "$1/inputs.json"
  echo '{"metadata": {"benchmark_phase": "profiling"}}' > "$1/profile_export_raw.jsonl"
}

# Eval outputs (lm-eval's native file and the identity beside it), when the row runs its eval.
evals() {
  [ "\${RUN_EVAL:-false}" = true ] || [ "\${EVAL_ONLY:-false}" = true ] || return 0
  printf '{"is_multinode": %s, "framework": "%s", "precision": "%s", "spec_decoding": "%s", "recipe_fingerprint": "%s", %s, "model": "%s", "infmax_model_prefix": "%s", "hw": "%s", "isl": "%s", "osl": "%s", "conc": %d}\\n' \\
    "$IS_MULTINODE" "$FRAMEWORK" "$PRECISION" "$SPEC_DECODING" "\${RECIPE_FINGERPRINT:-}" "$(topology bool)" "$MODEL" \\
    "$MODEL_PREFIX" "$RUNNER_TYPE" "\${ISL:-0}" "\${OSL:-0}" "\${CONC:-1}" > "$ws/meta_env.json"
  printf '{"lm_eval_version": "0.4.9", "model_name": "%s", "results": {"gsm8k": {"alias": "gsm8k", "exact_match,strict-match": 0.9507, "exact_match_stderr,strict-match": 0.0059, "exact_match,flexible-extract": 0.9522, "exact_match_stderr,flexible-extract": 0.0058}}, "n-samples": {"gsm8k": {"original": 1319, "effective": 1319}}}\\n' \\
    "$MODEL" > "$ws/results_gsm8k.json"
}

if [ "$IS_MULTINODE" = true ]; then
  prefill=$(role_gpus "$PREFILL_NUM_WORKERS" "$PREFILL_TP" "$PREFILL_PP_SIZE" "$PREFILL_PCP_SIZE")
  decode=$(role_gpus "$DECODE_NUM_WORKERS" "$DECODE_TP" "$DECODE_PP_SIZE" "$DECODE_PCP_SIZE")
  total=$(( prefill + decode ))
  job=$(( 40000 + \${#RESULT_FILENAME} ))
  mkdir -p "$ws/LOGS"
  echo "srtctl apply -f \${CONFIG_FILE:-?} (stand-in); job \${job} on \${RUNNER_NAME}" > "$ws/LOGS/sweep_\${job}.log"
  if [ "\${STANDIN_FAIL:-0}" = 1 ]; then
    tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$ws/LOGS" -cf - . | gzip -n > "$ws/multinode_server_logs.tar.gz"
    crash_if_asked
  fi
  for c in $CONC_LIST; do
    if [ "\${EVAL_ONLY:-false}" = true ]; then
      continue
    elif [ "$IS_AGENTIC" = 1 ]; then
      aiperf "$ws/LOGS/agentic/conc_$c/aiperf_artifacts" "$c"
      agentx "$ws/\${RESULT_FILENAME}_conc$c.json" "$c" "$total" "$prefill" "$decode"
    else
      # srt-slurm names its results by concurrency and GPUs; an aggregated recipe (no decode) has no ctx/gen.
      # The name records the engine's count when it miscounts (the prefill side of the split).
      named=$total; [ "$recorded" = - ] || named=$recorded
      split="_ctx_$(( named - decode ))_gen_\${decode}"; [ "$decode" -gt 0 ] || split=""
      dir="$ws/LOGS/isl_\${ISL}_osl_\${OSL}"; mkdir -p "$dir"
      raw "$dir/results_concurrency_\${c}_gpus_\${named}\${split}.json" "$c" "$total"
      cp "$dir/results_concurrency_\${c}_gpus_\${named}\${split}.json" \\
        "$ws/\${RESULT_FILENAME}_isl_\${ISL}_osl_\${OSL}_conc\${c}_gpus_\${named}\${split}.json"
    fi
  done
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$ws/LOGS" -cf - . | gzip -n > "$ws/multinode_server_logs.tar.gz"
else
  gpus=$(role_gpus 1 "$TP" "$PP_SIZE" "$PCP_SIZE")
  [ "$gpus" = "$GPU_COUNT" ] || { echo "GPU_COUNT $GPU_COUNT is not TP x PP x PCP = $gpus" >&2; exit 1; }
  mkdir -p "$ws/results"
  echo "server up on \${RUNNER_NAME}: \${FRAMEWORK} \${MODEL} tp\${TP}" > "$ws/server.log"
  crash_if_asked
  printf 'timestamp,index,power.draw [W]\\n0,0,912.5\\n1,0,915.0\\n' > "$ws/gpu_metrics.csv"
  if [ "\${EVAL_ONLY:-false}" = true ]; then
    :
  elif [ "$IS_AGENTIC" = 1 ]; then
    aiperf "$ws/results/aiperf_artifacts" "$CONC"
    echo "aiperf profile --concurrency $CONC (stand-in)" > "$ws/results/benchmark.log"
    agentx "$ws/\${RESULT_FILENAME}.json" "$CONC" "$gpus" "$gpus" 0
  else
    raw "$ws/\${RESULT_FILENAME}.json" "$CONC" "$gpus"
  fi
fi
evals
echo "stand-in launch done"
`,
};
