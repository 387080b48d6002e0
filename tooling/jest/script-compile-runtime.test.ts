// Every project's modules, this file included, compile through script-compile-runtime.cjs;
// a Jest release that moved what it reaches into would leave them on Jest's slower compile.
it('compiles the modules of a test file through the script-compile runtime', () => {
  expect(
    (globalThis as Record<symbol, unknown>)[Symbol.for('switchboard.jest.scriptCompile')],
  ).toBe(true);
});
