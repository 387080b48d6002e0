import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ConsoleConfig } from './console-config';
import { ConsoleConfigProvider, useConsoleConfig } from './console-config-context';
import { CONSOLE_CONFIG_STORAGE_KEY } from './console-config-storage';

function PageContent() {
  const theme = useTheme();
  return (
    <>
      <output aria-label="palette mode">{theme.palette.mode}</output>
      <TextField label="E-mail" />
    </>
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <ConsoleConfigProvider>
      <PageContent />
      {children}
    </ConsoleConfigProvider>
  );
}

function renderProvider() {
  return renderHook(() => useConsoleConfig(), { wrapper: Providers }).result;
}

function stored(): ConsoleConfig | null {
  const value = localStorage.getItem(CONSOLE_CONFIG_STORAGE_KEY);
  return value === null ? null : (JSON.parse(value) as ConsoleConfig);
}

function filledInputs() {
  return document.querySelectorAll('.MuiFilledInput-root');
}

function anotherTabWrites(value: string | null, key: string | null = CONSOLE_CONFIG_STORAGE_KEY) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    );
  });
}

describe('ConsoleConfigProvider', () => {
  const root = document.documentElement;

  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute('style');
    root.removeAttribute('data-theme');
  });

  it('starts from the stored configuration and applies it to the page root', () => {
    localStorage.setItem(
      CONSOLE_CONFIG_STORAGE_KEY,
      JSON.stringify({ scale: 16, theme: 'lara-dark-indigo', inputStyle: 'filled' }),
    );
    const result = renderProvider();
    expect(result.current.config).toMatchObject({
      scale: 16,
      theme: 'lara-dark-indigo',
      ripple: true,
    });
    expect(screen.getByLabelText('palette mode')).toHaveTextContent('dark');
    expect(filledInputs()).toHaveLength(1);
    expect(root.style.fontSize).toBe('16px');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.dataset.theme).toBe('lara-dark-indigo');
  });

  it('uses the defaults without writing them when nothing is stored', () => {
    const result = renderProvider();
    expect(result.current.config.scale).toBe(14);
    expect(root.style.fontSize).toBe('14px');
    expect(stored()).toBeNull();
  });

  it('applies and persists each change, merging changes made in one event', () => {
    const result = renderProvider();
    act(() => {
      result.current.setConfig({ scale: 12 });
      result.current.setConfig({ inputStyle: 'filled' });
    });
    expect(result.current.config).toMatchObject({ scale: 12, inputStyle: 'filled' });
    expect(stored()).toMatchObject({ scale: 12, inputStyle: 'filled', theme: 'lara-light-indigo' });
    expect(root.style.fontSize).toBe('12px');
    expect(filledInputs()).toHaveLength(1);
  });

  it('replaces an invalid change with the default instead of storing it', () => {
    const result = renderProvider();
    act(() => result.current.setConfig({ scale: 40 as ConsoleConfig['scale'] }));
    expect(result.current.config.scale).toBe(14);
    expect(stored()?.scale).toBe(14);
  });

  it('resets to the defaults and forgets the stored choice', () => {
    const result = renderProvider();
    act(() => result.current.setConfig({ theme: 'lara-dark-teal', ripple: false }));
    act(() => result.current.reset());
    expect(result.current.config).toMatchObject({ theme: 'lara-light-indigo', ripple: true });
    expect(stored()).toBeNull();
    expect(root.style.colorScheme).toBe('light');
  });

  it('follows a change made in another tab', () => {
    const result = renderProvider();
    anotherTabWrites(JSON.stringify({ scale: 15, theme: 'lara-dark-teal' }));
    expect(result.current.config).toMatchObject({ scale: 15, theme: 'lara-dark-teal' });
    expect(screen.getByLabelText('palette mode')).toHaveTextContent('dark');
    expect(root.style.fontSize).toBe('15px');
  });

  it('returns to the defaults when another tab removes or clears the stored choice', () => {
    localStorage.setItem(CONSOLE_CONFIG_STORAGE_KEY, JSON.stringify({ scale: 16 }));
    const result = renderProvider();
    anotherTabWrites(null);
    expect(result.current.config.scale).toBe(14);
    act(() => result.current.setConfig({ scale: 13 }));
    anotherTabWrites(null, null);
    expect(result.current.config.scale).toBe(14);
  });

  it('ignores other keys changing in another tab', () => {
    const result = renderProvider();
    anotherTabWrites('{"scale":16}', 'something-else');
    expect(result.current.config.scale).toBe(14);
  });

  it('builds the next change on top of what another tab wrote', () => {
    const result = renderProvider();
    anotherTabWrites(JSON.stringify({ scale: 15 }));
    act(() => result.current.setConfig({ ripple: false }));
    expect(stored()).toMatchObject({ scale: 15, ripple: false });
  });
});

describe('useConsoleConfig', () => {
  it('says what is missing when used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useConsoleConfig())).toThrow(
      'useConsoleConfig needs a ConsoleConfigProvider',
    );
    jest.restoreAllMocks();
  });
});
