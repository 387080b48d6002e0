import { publishConsoleHandover, type ConsoleHandover } from '../login/console-handover';
import loginPageSharedPlugin from './login-page-shared-plugin';

type RegisterArgs = Parameters<
  NonNullable<ReturnType<typeof loginPageSharedPlugin>['beforeRegisterShare']>
>[0];

const pageReact = { name: 'the login page React' };

function registration(pkgName: string, from = 'host') {
  const ownGet = () => Promise.resolve(() => ({ name: 'a second React' }));
  return {
    origin: { name: 'host' },
    pkgName,
    shared: { from, get: ownGet, loaded: undefined, lib: undefined },
  } as unknown as RegisterArgs;
}

function register(args: RegisterArgs) {
  return loginPageSharedPlugin().beforeRegisterShare!(args) as RegisterArgs;
}

describe('the login page shared plugin', () => {
  afterEach(() => publishConsoleHandover(undefined as unknown as ConsoleHandover));

  it("leaves the host's own modules when no login page loaded the console", () => {
    const args = register(registration('react'));
    expect(args.shared.lib).toBeUndefined();
    expect(args.shared.loaded).toBeUndefined();
  });

  it('provides what the login page runs in place of the host’s own build', async () => {
    publishConsoleHandover({ shared: { react: pageReact } } as unknown as ConsoleHandover);
    const args = register(registration('react'));
    expect(args.shared.loaded).toBe(true);
    expect((args.shared.lib as () => unknown)()).toBe(pageReact);
    const factory = (await args.shared.get()) as () => unknown;
    expect(factory()).toBe(pageReact);
  });

  it('leaves modules the page does not run, and what another container provides', () => {
    publishConsoleHandover({ shared: { react: pageReact } } as unknown as ConsoleHandover);
    expect(register(registration('react-router-dom')).shared.lib).toBeUndefined();
    expect(register(registration('react', 'bots')).shared.lib).toBeUndefined();
  });
});
