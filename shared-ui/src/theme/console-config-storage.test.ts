import { DEFAULT_CONSOLE_CONFIG, type ConsoleConfig } from './console-config';
import {
  CONSOLE_CONFIG_STORAGE_KEY,
  clearConsoleConfig,
  loadConsoleConfig,
  saveConsoleConfig,
} from './console-config-storage';

const chosen: ConsoleConfig = {
  scale: 12,
  menuMode: 'overlay',
  inputStyle: 'filled',
  ripple: false,
  theme: 'lara-light-teal',
};

function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail } as unknown as Storage;
}

describe('console configuration storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a configuration through localStorage under its key', () => {
    saveConsoleConfig(chosen);
    expect(JSON.parse(localStorage.getItem(CONSOLE_CONFIG_STORAGE_KEY)!)).toEqual(chosen);
    expect(loadConsoleConfig()).toEqual(chosen);
  });

  it('loads the defaults when nothing is stored or the value is damaged', () => {
    expect(loadConsoleConfig()).toEqual(DEFAULT_CONSOLE_CONFIG);
    localStorage.setItem(CONSOLE_CONFIG_STORAGE_KEY, 'not json');
    expect(loadConsoleConfig()).toEqual(DEFAULT_CONSOLE_CONFIG);
  });

  it('forgets the stored choice', () => {
    saveConsoleConfig(chosen);
    clearConsoleConfig();
    expect(localStorage.getItem(CONSOLE_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('never throws when storage refuses access', () => {
    const storage = brokenStorage();
    expect(loadConsoleConfig(storage)).toEqual(DEFAULT_CONSOLE_CONFIG);
    expect(() => saveConsoleConfig(chosen, storage)).not.toThrow();
    expect(() => clearConsoleConfig(storage)).not.toThrow();
  });
});
