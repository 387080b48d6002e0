import { buildInputs } from './build-stale';

describe("a front-end package's build inputs", () => {
  it('are its own source, the domain schemas and the build code', () => {
    for (const pkg of ['host-shell', 'mfe-bots']) {
      expect(buildInputs(pkg)).toEqual(
        expect.arrayContaining([`${pkg}/src`, 'domain/src', 'tooling/src/webpack']),
      );
    }
  });

  it("leave the shared packages to the host's build, whose page provides them to the remotes", () => {
    expect(buildInputs('host-shell')).toContain('shared-ui/src');
    expect(buildInputs('mfe-bots')).not.toContain('shared-ui/src');
  });
});
