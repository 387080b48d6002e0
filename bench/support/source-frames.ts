import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { FRONT_END_PACKAGES, REPO_ROOT } from '@switchboard/tooling/stack/repo-paths';
import { MONOLITH_DIST } from './builds';

/** A V8 profile's call frame (the same in a trace's samples and in CDP's Profiler). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const DIST_DIRS = [
  ...FRONT_END_PACKAGES.map((pkg) => path.join(REPO_ROOT, pkg, 'dist')),
  path.join(REPO_ROOT, 'host-shell', 'dist', 'login'),
  MONOLITH_DIST,
];

const consumers = new Map<string, SourceMapConsumer | null>();
/** The source map of a served script, found by its file name in one of the builds. */
function consumerFor(url: string): SourceMapConsumer | null {
  const file = path.basename(new URL(url).pathname);
  if (!consumers.has(file)) {
    const dir = DIST_DIRS.find((candidate) => fs.existsSync(path.join(candidate, `${file}.map`)));
    consumers.set(
      file,
      dir
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8')))
        : null,
    );
  }
  return consumers.get(file)!;
}

export interface SourcePlace {
  name: string;
  /** The original file, with `~` for node_modules/ (`~@mui/material/Button/Button.js`). */
  source: string;
  line: number | null;
}

/** Where a frame of a built script was written, through the build's source map. */
export function sourceOf(frame: CallFrame): SourcePlace {
  const file = path.basename(new URL(frame.url).pathname);
  const consumer = consumerFor(frame.url);
  if (!consumer)
    return { name: frame.functionName || '(anon)', source: file, line: frame.lineNumber + 1 };
  const original = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  return {
    name: original.name ?? (frame.functionName || '(anon)'),
    source: (original.source ?? file)
      .replace(/^webpack:\/\/[^/]*\//, '')
      .replace(/^.*node_modules\//, '~'),
    line: original.line,
  };
}

/** A frame as `name source:line`, or V8's own name for work outside any script. */
export function describeFrame(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(program)';
  if (!frame.url.startsWith('http')) return `${frame.functionName} ${frame.url}`;
  const { name, source, line } = sourceOf(frame);
  return `${name} ${source}:${line}`;
}
