import { createTheme } from '@mui/material/styles';

/** lara-light-indigo, the spec's default visual theme: indigo primary on a light surface. */
export const consoleTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#6366f1' },
    background: { default: '#f8f9fa' },
  },
  typography: {
    fontSize: 14,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  shape: { borderRadius: 8 },
});
