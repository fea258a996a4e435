import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);

// src/diagnostics.ts
function diag(severity, rule, message, where = {}) {
  const d = { severity, rule, message };
  if (where.file !== void 0) d.file = where.file;
  if (where.line !== void 0) d.line = where.line;
  if (where.col !== void 0) d.col = where.col;
  if (where.path !== void 0) d.path = where.path;
  if (where.fix !== void 0) d.fix = where.fix;
  return d;
}
var isError = (d) => d.severity === "error";
var hasErrors = (ds) => ds.some(isError);
function formatDiagnostic(d) {
  const loc = d.file ? `${d.file}${d.line ? `:${d.line}${d.col ? `:${d.col}` : ""}` : ""}: ` : "";
  const path = d.path ? ` (${d.path})` : "";
  const fix = d.fix ? `
  fix: ${d.fix}` : "";
  return `${loc}${d.severity} [${d.rule}] ${d.message}${path}${fix}`;
}
var formatDiagnosticLine = (d) => formatDiagnostic(d).replace(/\n {2}fix: /, " \u2014 fix: ").replace(/\n/g, " ");
function toAnnotation(d) {
  const level = d.severity === "notice" ? "notice" : d.severity;
  const props = [
    d.file ? `file=${escapeProperty(d.file)}` : "",
    d.line ? `line=${d.line}` : "",
    d.col ? `col=${d.col}` : "",
    `title=${escapeProperty(d.rule)}`
  ].filter(Boolean);
  const body = `${d.message}${d.path ? ` (${d.path})` : ""}${d.fix ? ` \u2014 fix: ${d.fix}` : ""}`;
  return `::${level} ${props.join(",")}::${escapeData(body)}`;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function sortDiagnostics(ds) {
  return [...ds].sort(
    (a, b) => (a.file ?? "").localeCompare(b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0)
  );
}

export {
  diag,
  isError,
  hasErrors,
  formatDiagnostic,
  formatDiagnosticLine,
  toAnnotation,
  sortDiagnostics
};
