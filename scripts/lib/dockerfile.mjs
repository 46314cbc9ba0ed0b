// Reads the Dockerfile: its stages and instructions (continuation lines joined, comments dropped). The
// deploy-files test checks it with this, and scripts/image-size.mjs stages what its runtime stage copies.

/** @returns {{ keyword: string, args: string, line: number }[]} */
export function instructions(text) {
  const result = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    if (!pending) startLine = index + 1;
    pending += `${line.replace(/\\$/, '').trim()} `;
    if (line.endsWith('\\')) return;
    const [keyword = '', ...rest] = pending.trim().split(/\s+/);
    result.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine });
    pending = '';
  });
  return result;
}

/** The stages in order: `FROM image AS name` and the instructions under it. */
export function stages(text) {
  const result = [];
  for (const instruction of instructions(text)) {
    if (instruction.keyword === 'FROM') {
      const [image = '', , name = ''] = instruction.args.split(/\s+/);
      result.push({ name, image, body: [] });
    } else result.at(-1)?.body.push(instruction);
  }
  return result;
}

/** The final stage's `COPY --from=<stage> source… destination` lines, paths as written. */
export function finalStageCopies(text) {
  const final = stages(text).at(-1);
  return (final?.body ?? [])
    .filter((instruction) => instruction.keyword === 'COPY')
    .map((copy) => {
      const words = copy.args.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '', line: copy.line };
    });
}
