import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { applyConsoleConfigToDocument } from './apply-to-document';
import { normalizeConsoleConfig, parseConsoleConfig, type ConsoleConfig } from './console-config';
import {
  CONSOLE_CONFIG_STORAGE_KEY,
  clearConsoleConfig,
  loadConsoleConfig,
  saveConsoleConfig,
} from './console-config-storage';
import { createConsoleTheme } from './create-console-theme';

export interface ConsoleConfigContextValue {
  config: ConsoleConfig;
  /** Merges the given fields; invalid ones are replaced by their defaults. */
  setConfig: (changes: Partial<ConsoleConfig>) => void;
  /** Back to the defaults, and forgets the stored choice. */
  reset: () => void;
}

const ConsoleConfigContext = createContext<ConsoleConfigContextValue | null>(null);

/**
 * Holds the console configuration, persists it per browser, follows changes made in other
 * tabs, and provides the MUI theme built from it. Because shared-ui is a federated
 * singleton, every remote rendered below sees the same theme and configuration.
 */
export function ConsoleConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfigState] = useState(loadConsoleConfig);
  // The newest value, so several changes within one event merge instead of overwriting.
  const latest = useRef(config);

  const setConfig = useCallback((changes: Partial<ConsoleConfig>) => {
    const next = normalizeConsoleConfig({ ...latest.current, ...changes });
    latest.current = next;
    saveConsoleConfig(next);
    setConfigState(next);
  }, []);

  const reset = useCallback(() => {
    const next = parseConsoleConfig(null);
    latest.current = next;
    clearConsoleConfig();
    setConfigState(next);
  }, []);

  useEffect(() => {
    function followOtherTab(event: StorageEvent) {
      // A null key means another tab cleared all of this origin's storage.
      if (event.key !== CONSOLE_CONFIG_STORAGE_KEY && event.key !== null) return;
      const next = parseConsoleConfig(event.key === null ? null : event.newValue);
      latest.current = next;
      setConfigState(next);
    }
    window.addEventListener('storage', followOtherTab);
    return () => window.removeEventListener('storage', followOtherTab);
  }, []);

  // Before paint, so a new scale or theme never shows one frame of the old root size.
  useLayoutEffect(() => applyConsoleConfigToDocument(config), [config]);

  const theme = useMemo(() => createConsoleTheme(config), [config]);
  const value = useMemo(() => ({ config, setConfig, reset }), [config, setConfig, reset]);

  return (
    <ConsoleConfigContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ConsoleConfigContext.Provider>
  );
}

export function useConsoleConfig(): ConsoleConfigContextValue {
  const value = useContext(ConsoleConfigContext);
  if (!value) throw new Error('useConsoleConfig needs a ConsoleConfigProvider above it.');
  return value;
}
