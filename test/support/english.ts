// Finds English prose in a text meant for Chinese readers: runs of four or more English words outside
// code spans, links, HTML and quoted lines. Code, names and numbers may stay as they are; a sentence may not.
// Quoted lines (`> …`) are the author's own words (a changelog description) or GitHub's (a failed call),
// shown as written in either language.

const WORD = /^[A-Za-z][A-Za-z'’-]*[,.;:!?)]?$/;

/** The runs of at least `min` consecutive English words, each as it appears. */
export function englishRuns(text: string, min = 4): string[] {
  const runs: string[] = [];
  for (const raw of text.split('\n')) {
    if (/^\s*>/.test(raw)) continue;
    const line = raw
      .replace(/(`+)[\s\S]*?\1/g, ' ')
      .replace(/\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/[*|]/g, ' ');
    let run: string[] = [];
    const flush = () => {
      if (run.length >= min) runs.push(run.join(' '));
      run = [];
    };
    for (const token of line.split(/\s+/).filter(Boolean)) {
      if (WORD.test(token.replace(/^\(/, ''))) run.push(token);
      else flush();
    }
    flush();
  }
  return runs;
}
