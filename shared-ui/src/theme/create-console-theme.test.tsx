import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_CONSOLE_CONFIG, type ConsoleConfig, type InputStyle } from './console-config';
import { createConsoleTheme } from './create-console-theme';

function themeFor(changes: Partial<ConsoleConfig> = {}) {
  return createConsoleTheme({ ...DEFAULT_CONSOLE_CONFIG, ...changes });
}

function Inputs() {
  return (
    <>
      <TextField label="Name" />
      <FormControl>
        <InputLabel id="type-label">Type</InputLabel>
        <Select labelId="type-label" label="Type" value="a">
          <MenuItem value="a">A</MenuItem>
        </Select>
      </FormControl>
      <Autocomplete
        options={['Kenya']}
        renderInput={(params) => <TextField {...params} label="Country" />}
      />
    </>
  );
}

describe('createConsoleTheme', () => {
  it('keeps the console font family and corner radius', () => {
    const theme = themeFor();
    expect(theme.typography.fontFamily).toMatch(/^system-ui,/);
    expect(theme.shape.borderRadius).toBe(8);
  });

  it.each<[InputStyle, string]>([
    ['outlined', 'MuiOutlinedInput-root'],
    ['filled', 'MuiFilledInput-root'],
  ])('makes every text field, select and autocomplete %s', (inputStyle, rootClass) => {
    const { container } = render(
      <ThemeProvider theme={themeFor({ inputStyle })}>
        <Inputs />
      </ThemeProvider>,
    );
    expect(container.getElementsByClassName(rootClass)).toHaveLength(3);
    expect(container.getElementsByClassName('MuiInput-root')).toHaveLength(0);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with ripple %p, pressing a button mounts %p ripples', async (ripple, ripples) => {
    render(
      <ThemeProvider theme={themeFor({ ripple })}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    // The ripple mounts lazily, after the press.
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    });
    expect(document.querySelectorAll('.MuiTouchRipple-root')).toHaveLength(ripples);
  });

  it("gives keyboard focus a 2px outline, ripple or not, in the bar's text colour on the app bar", () => {
    for (const ripple of [true, false]) {
      expect(themeFor({ ripple }).components?.MuiButtonBase?.styleOverrides?.root).toEqual({
        '&.Mui-focusVisible': { outline: '2px solid #4f46e5', outlineOffset: 2 },
      });
    }
    expect(JSON.stringify(themeFor().components?.MuiAppBar?.styleOverrides)).toContain(
      'currentColor',
    );
  });

  it('turns text on a fill dark where white falls below 4.5:1, and drops the dark overlay on raised surfaces', () => {
    const dark = themeFor({ theme: 'lara-dark-indigo' });
    expect(dark.palette.contrastThreshold).toBe(4.5);
    expect(dark.palette.getContrastText('#f44336')).toBe('rgba(0, 0, 0, 0.87)');
    expect(dark.components?.MuiPaper?.styleOverrides?.root).toEqual({ backgroundImage: 'none' });
    expect(themeFor().components?.MuiPaper).toBeUndefined();
  });

  it('builds a dark palette for a dark theme and a light one by default', () => {
    expect(themeFor().palette.mode).toBe('light');
    expect(themeFor().palette.primary.main).toBe('#4f46e5');
    const dark = themeFor({ theme: 'lara-dark-indigo' });
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#0f172a');
    expect(dark.palette.text.primary).toBe('#fff');
  });

  it('sizes type and spacing in rem from the scale so the root font size scales everything', () => {
    for (const scale of [12, 14, 16] as const) {
      const theme = themeFor({ scale });
      expect(theme.typography.htmlFontSize).toBe(scale);
      expect(theme.typography.fontSize).toBe(scale);
      // 1rem is `scale` px at the root: MUI's 16px body text becomes 16/14 of the scale.
      expect(theme.typography.body1.fontSize).toBe(`${16 / 14}rem`);
    }
    expect(themeFor().spacing(2)).toBe(`${16 / 14}rem`);
    expect(themeFor().spacing(1, 'auto')).toBe(`${8 / 14}rem auto`);
    expect(themeFor().spacing(-1)).toBe(`${-8 / 14}rem`);
  });

  it('gives status colours that keep white text readable in light themes', () => {
    const theme = themeFor();
    expect(theme.palette.warning.main).toBe('#b45309');
    expect(theme.palette.info.main).toBe('#0369a1');
    expect(theme.palette.warning.contrastText).toBe('#fff');
  });
});
