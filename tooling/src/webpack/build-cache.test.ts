import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCache, buildCodeVersion } from './build-cache';

describe("a console build's persistent cache", () => {
  let packageDir: string;
  beforeEach(() => {
    packageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
    fs.writeFileSync(path.join(packageDir, 'package.json'), '{"name":"a","version":"1.0.0"}');
    fs.writeFileSync(path.join(packageDir, 'webpack.config.ts'), 'export default {};\n');
  });
  afterEach(() => fs.rmSync(packageDir, { recursive: true, force: true }));

  it('keeps its version while nothing it depends on changes', () => {
    expect(buildCodeVersion(packageDir)).toBe(buildCodeVersion(packageDir));
  });

  it("starts afresh when the package's config or package.json changes", () => {
    const before = buildCodeVersion(packageDir);
    fs.appendFileSync(path.join(packageDir, 'webpack.config.ts'), '// another plugin\n');
    const afterConfig = buildCodeVersion(packageDir);
    fs.writeFileSync(path.join(packageDir, 'package.json'), '{"name":"a","version":"1.0.1"}');
    expect(new Set([before, afterConfig, buildCodeVersion(packageDir)]).size).toBe(3);
  });

  it("leaves webpack's own dependency walk out: the version stands for it", () => {
    const cache = buildCache('bots', packageDir, 'production');
    expect(cache.version).toBe(buildCodeVersion(packageDir));
    expect(cache.buildDependencies).toEqual({ defaultWebpack: [] });
  });
});
