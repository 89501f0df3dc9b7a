// What `npm start` says when a rebuild fails: first, in words, what to fix
// (the content build's own problems, each naming its file and field; for
// any other failure the lines that name an error), then whether the site
// still serves the last complete build, then the build's whole output.

/** The lines that say what to fix, taken from a failed build's output. */
export function whatToFix(output) {
  const lines = output.split('\n');
  const heading = lines.findIndex((l) => /^The content has \d+ problems?:/.test(l));
  if (heading >= 0) {
    const problems = [];
    for (const line of lines.slice(heading + 1)) {
      if (!/^ {2}\S/.test(line)) break;
      problems.push(line.trim());
    }
    return problems;
  }
  const named = lines.filter((l) => /\berror\b/i.test(l) && !/^npm (error|ERR!)/.test(l)).map((l) => l.trim());
  if (named.length) return named.slice(0, 5);
  return lines
    .filter((l) => l.trim() !== '')
    .slice(-5)
    .map((l) => l.trim());
}

/**
 * The message for a failed build: `servedBuiltAt` is when the build still
 * served was made, or undefined when there is none (the start stops).
 */
export function failureReport({ output, servedBuiltAt }) {
  const fix = whatToFix(output).map((l) => `  ${l}`);
  const head = servedBuiltAt
    ? 'The site was not rebuilt: the build stopped at a problem in the sources. Fix it, save, and run npm start again:'
    : 'The site cannot start: the build stopped at a problem in the sources, and there is no earlier build to serve. Fix it, save, and run npm start again:';
  const served = servedBuiltAt
    ? [
        `Meanwhile the site serves the last complete build, made ${servedBuiltAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, without this edit.`,
      ]
    : [];
  const printed = output.trim() === '' ? [] : ['', "The build's own output:", output.trimEnd()];
  return [head, ...fix, ...served, ...printed].join('\n');
}
