import { createTheme, type Theme } from '@mui/material/styles';
import type { ConsoleConfig } from './console-config';
import { findConsoleTheme } from './console-themes';

/** The spacing unit at the default scale, as in MUI's own 8px grid. */
const SPACING_PX_AT_DEFAULT = 8;
const DEFAULT_SCALE_PX = 14;

/**
 * How the scale sizes the whole UI: `<html>` gets `font-size: <scale>px` (set before the
 * first paint by host-shell's index.html, then kept by the provider), and everything
 * here is in rem, so it all follows that one value:
 * - typography: `htmlFontSize` is the real root size, so MUI's px-to-rem conversion stays
 *   truthful, and `fontSize` (MUI's documented knob for scaling every variant) is the
 *   scale too. The two cancel in the rem values and the root does the scaling, while code
 *   that reads `theme.typography.fontSize` (charts drawing on canvas) gets the real px.
 * - spacing: rem instead of MUI's px, so gaps and paddings set through `sx`/`spacing`
 *   grow and shrink with the text.
 * Component paddings MUI writes in px stay fixed; at 12-16px that keeps controls usable.
 */
export function createConsoleTheme(config: ConsoleConfig): Theme {
  const palette = findConsoleTheme(config.theme);
  const disableRipple = !config.ripple;
  const dark = palette.mode === 'dark';
  // One focus ring for every control, ripple or not: 2px in the primary colour, which
  // reaches at least 4.5:1 on the theme's surfaces.
  const focusRing = { outline: `2px solid ${palette.primary}`, outlineOffset: 2 };
  return createTheme({
    palette: {
      mode: palette.mode,
      // Text on a coloured fill (buttons, chips) turns dark wherever white would fall below
      // 4.5:1, as for white on MUI's dark-mode red (3.68:1).
      contrastThreshold: 4.5,
      primary: { main: palette.primary },
      background: { default: palette.background, paper: palette.surface },
      // MUI's default warning and info fill fall below 4.5:1 under white text (status chips, alerts);
      // in the dark its red is 3.97:1 as text on the surface.
      ...(dark
        ? { error: { main: '#f87171' } }
        : { warning: { main: '#b45309' }, info: { main: '#0369a1' } }),
    },
    typography: {
      htmlFontSize: config.scale,
      fontSize: config.scale,
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    // Strings ('auto', '50%') pass through as MUI's own spacing does.
    spacing: (factor: number | string) =>
      typeof factor === 'string'
        ? factor
        : `${(factor * SPACING_PX_AT_DEFAULT) / DEFAULT_SCALE_PX}rem`,
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Links and anything else focusable outside MUI's buttons.
          'a:focus-visible, [tabindex]:focus-visible': focusRing,
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      // On the bar's own colour the ring takes the bar's text colour instead (1:1 otherwise).
      MuiAppBar: {
        styleOverrides: {
          root: {
            '& .Mui-focusVisible, & a:focus-visible': { outlineColor: 'currentColor' },
          },
        },
      },
      // Rows of a list or menu fill their container, whose edge would clip a ring outside them.
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      // In the dark, MUI lightens raised surfaces (menus, dialogs, sheets, cards) with a white
      // overlay, which took primary text to 2.9:1 on a dialog and 4.2:1 on a card. Surfaces keep
      // the theme's one colour; the backdrop and borders show what is raised.
      ...(dark ? { MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } } } : {}),
      // Every input in every remote follows the chosen style; Autocomplete renders the
      // TextField it is given, so it follows through MuiTextField.
      MuiTextField: { defaultProps: { variant: config.inputStyle } },
      MuiSelect: { defaultProps: { variant: config.inputStyle } },
      MuiFormControl: { defaultProps: { variant: config.inputStyle } },
    },
  });
}
