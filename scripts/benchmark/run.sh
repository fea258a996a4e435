#!/usr/bin/env bash
# The example launcher of the script profile: the benchmark step of sweep-benchmark.yml /
# sweep-benchmark-multinode.yml runs the config file's `launcher` (default: this script) in the checked-out
# revision (exactly the approved head SHA). Replace it with yours. The row's fields also arrive as env
# (MODEL_PREFIX, CONC_LIST, GPU_COUNT, PREFILL_* …): see "The launcher contract" in the README.
#
# Environment it receives:
#   ROW_JSON     path of the row (one search-space-config row, validated; `row-id` identifies it)
#   RESULTS_DIR  write result files here; they are uploaded as `result-<row-id>-<attempt>` and merged by
#                row id (the newest attempt wins)
#   SWEEP_JOB    the sweep job of the row's bucket (e.g. sweep-single-node-8k1k, canary-single-node)
#   ROW_ID, NODE_COUNT, AGENTX_FAST, and the secrets the config file's launcher.secrets passes
#   (HF_TOKEN; MODAL_TOKEN_ID and MODAL_TOKEN_SECRET when listed)
# Exit non-zero to fail the job (and, with fail-fast, stop the family or the run).
set -euo pipefail
: "${ROW_JSON:?}" "${RESULTS_DIR:?}" "${ROW_ID:?}"
mkdir -p "$RESULTS_DIR"
echo "benchmark placeholder for row $ROW_ID ($SWEEP_JOB):"
cat "$ROW_JSON"; echo
# A result file names its row so collection keeps one result per row (the newest attempt).
printf '{"row-id":"%s","attempt":%s,"status":"placeholder"}\n' "$ROW_ID" "${GITHUB_RUN_ATTEMPT:-1}" \
  > "$RESULTS_DIR/$ROW_ID.json"
