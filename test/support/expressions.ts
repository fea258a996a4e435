// `${{ … }}` tokens of a workflow string, for the checks that untrusted values never reach a shell. A
// `[^}]*` regex stops at the first `}` and so skips `${{ format('{0}', github.event.issue.title) }}`
// entirely; this scan ends an expression at the first `}}` outside a '…' string literal (quotes escaped by
// doubling), as GitHub's template reader does.

/** Every `${{ … }}` in `text`, whole; an unterminated one runs to the end (checked, never skipped). */
export function expressions(text: string): string[] {
  const out: string[] = [];
  let at = text.indexOf('${{');
  while (at >= 0) {
    let i = at + 3;
    let inString = false;
    for (; i < text.length; i++) {
      if (inString) {
        if (text[i] === "'") {
          if (text[i + 1] === "'") i++;
          else inString = false;
        }
      } else if (text[i] === "'") inString = true;
      else if (text.startsWith('}}', i)) break;
    }
    const end = Math.min(i + 2, text.length);
    out.push(text.slice(at, end));
    at = text.indexOf('${{', end);
  }
  return out;
}

/** The expression between `${{` and `}}`. */
export const body = (token: string): string => token.slice(3, token.endsWith('}}') ? -2 : undefined);
