// The repository's two other bot comments, as texts (pure): the guidance comment a new PR gets once
// (review checklist and the sweep-label rules) and the protected-path diff notice (lines added and
// removed under a protected path, with a request to keep such changes small). Both bilingual.
import { offeredLabels, type LabelPolicy } from '../decide/policy.js';
import { bilingual, type Lang } from './messages.js';

export const guidanceMarker = '<!-- recipe-reminder -->';
export const protectedMarker = '<!-- infx-source-diff -->';

/** The reaction the bot leaves on a PR once its guidance comment is posted: a record a human cannot delete. */
export const GUIDANCE_REACTION = 'eyes' as const;

/** Paths whose changes bring the guidance comment: configs, benchmark scripts, the changelog (both layouts). */
export const GUIDANCE_PATHS = [
  'configs/',
  'benchmarks/',
  'perf-changelog.yaml',
  'inferencex-e2e/configs/',
  'inferencex-e2e/benchmarks/',
  'inferencex-e2e/perf-changelog.yaml',
];

export const DEFAULT_PROTECTED_PATHS = ['inferencex-e2e/infx/'];

/** The guidance in both languages, naming this repository's labels. */
const guidanceText = (l: { primaries: string[]; modifiers: string[] }): Record<Lang, string> => {
  const [first = '', second = ''] = l.primaries.map((n) => `\`${n}\``);
  const mods = l.modifiers.map((n) => `\`${n}\``);
  return {
    en: [
      'Thanks for the contribution!',
      '',
      '**Reviewers (CODEOWNERS):** please work through `PR_REVIEW_CHECKLIST.md` and put its sign-off line in your review: "As a PR reviewer and CODEOWNER, I have reviewed this and have …".',
      '',
      '**Sweeps:**',
      `- A sweep needs an entry appended to \`perf-changelog.yaml\` that names the config keys, and exactly one primary sweep label. Use ${first} (a canary first, and the first failure stops the sweep) or ${second}.`,
      `- Modifier labels (${mods.join(', ')}, …) only take effect together with a primary label.`,
      '- Labels need write access: on a PR from a fork, a maintainer adds the label, which approves exactly the revision it is added on.',
      '- The author of a change owns the health of its jobs after it merges.',
    ].join('\n'),
    zh: [
      '感谢贡献！',
      '',
      '**审阅者（CODEOWNERS）：** 请按 `PR_REVIEW_CHECKLIST.md` 逐项检查，并在审阅中附上其确认语句："As a PR reviewer and CODEOWNER, I have reviewed this and have …"。',
      '',
      '**测试：**',
      `- 测试需要在 \`perf-changelog.yaml\` 中追加一个列出配置键的条目，并且恰好有一个主测试标签。请使用 ${first}（先运行金丝雀，第一次失败即停止）或 ${second}。`,
      `- 修饰标签（${mods.join('、')} 等）只有与主标签一起才生效。`,
      '- 添加标签需要写权限：来自 fork 的 PR 由维护者添加标签，这只批准添加标签时的那个版本。',
      '- 变更的作者负责其合并后任务的健康。',
    ].join('\n'),
  };
};

export function renderGuidance(policy: LabelPolicy): string {
  const text = guidanceText(offeredLabels(policy));
  return `${guidanceMarker}\n${bilingual(text.en, text.zh)}`;
}

export interface PathDiff {
  /** The protected path as configured, without its trailing slash. */
  path: string;
  additions: number;
  deletions: number;
}

const protectedNote: Record<Lang, string> = {
  en: 'This PR changes protected source. Please keep these changes as small as possible and explain them in the description; reviewers look at them first.',
  zh: '此 PR 修改了受保护的源代码。请尽量减少这些改动，并在描述中说明原因；审阅者会首先查看它们。',
};

export function renderProtected(diffs: readonly PathDiff[]): string {
  const lines = diffs.map((d) => `\`${d.path} diff: +${d.additions} -${d.deletions}\``).join('\n\n');
  const text = (lang: Lang) => `${lines}\n\n${protectedNote[lang]}`;
  return `${protectedMarker}\n${bilingual(text('en'), text('zh'))}`;
}

/** Lines added and removed under each protected path, over files whose current or previous path is under it. */
export function protectedDiffs(
  files: readonly { filename: string; previousFilename?: string; additions: number; deletions: number }[],
  paths: readonly string[],
): PathDiff[] {
  return paths.map((p) => {
    const prefix = p.endsWith('/') ? p : `${p}/`;
    const hit = files.filter(
      (f) => f.filename.startsWith(prefix) || (f.previousFilename?.startsWith(prefix) ?? false),
    );
    return {
      path: prefix.replace(/\/$/, ''),
      additions: hit.reduce((a, f) => a + f.additions, 0),
      deletions: hit.reduce((a, f) => a + f.deletions, 0),
    };
  });
}

export const touchesAny = (files: readonly { filename: string }[], paths: readonly string[]): boolean =>
  files.some((f) => paths.some((p) => (p.endsWith('/') ? f.filename.startsWith(p) : f.filename === p)));
