import TextField from '@mui/material/TextField';
import {
  CONSOLE_CONFIG_STORAGE_KEY,
  ConsoleConfigProvider,
  type ConsoleConfig,
} from '@switchboard/shared-ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigPanelButton } from './config-panel';

function stored(): Partial<ConsoleConfig> {
  return JSON.parse(localStorage.getItem(CONSOLE_CONFIG_STORAGE_KEY) ?? '{}') as ConsoleConfig;
}

/** The name a screen reader would give the focused control, for the tab-order check. */
function accessibleLabel(element: Element | null): string {
  if (!element) return '';
  const labelledBy = element.getAttribute('aria-labelledby');
  const label =
    element.getAttribute('aria-label') ??
    (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent;
  return label?.trim() ?? '';
}

async function openPanel() {
  const user = userEvent.setup();
  render(
    <ConsoleConfigProvider>
      <ConfigPanelButton />
      <TextField label="E-mail" />
    </ConsoleConfigProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open configuration' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Configuration' }) };
}

describe('the configuration panel', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it('opens from the topbar button showing the current values', async () => {
    await openPanel();
    // The modal panel hides the rest of the page from assistive technology.
    expect(
      screen.getByRole('button', { name: 'Open configuration', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('slider', { name: 'Scale' })).toHaveValue('14');
    expect(screen.getByRole('radio', { name: 'Static' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Outlined' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ripple effect' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lara Light Indigo' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
  });

  it('changes the scale with the keyboard, within 12 to 16', async () => {
    const { user } = await openPanel();
    const slider = screen.getByRole('slider', { name: 'Scale' });
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(stored().scale).toBe(15);
    expect(document.documentElement.style.fontSize).toBe('15px');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveValue('16');
    expect(slider).toHaveAttribute('aria-valuetext', '16px');
    await user.keyboard('{Home}');
    expect(stored().scale).toBe(12);
  });

  it('switches menu mode, input style, ripple and theme, saving each', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('radio', { name: 'Overlay' }));
    expect(stored().menuMode).toBe('overlay');

    await user.click(screen.getByRole('radio', { name: 'Filled' }));
    expect(stored().inputStyle).toBe('filled');
    expect(document.querySelector('.MuiFilledInput-root')).not.toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Ripple effect' }));
    expect(stored().ripple).toBe(false);
    expect(screen.getByRole('switch', { name: 'Ripple effect' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Lara Dark Indigo' }));
    expect(stored().theme).toBe('lara-dark-indigo');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('resets everything to the defaults', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('radio', { name: 'Lara Light Teal' }));
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(screen.getByRole('radio', { name: 'Lara Light Indigo' })).toBeChecked();
    expect(localStorage.getItem(CONSOLE_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('is operable from the keyboard alone', async () => {
    const { user } = await openPanel();
    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      reached.push(accessibleLabel(document.activeElement));
    }
    // One stop per control (a radio group is one stop), and focus stays inside the panel.
    expect(reached).toEqual([
      'Close configuration',
      'Scale',
      'Static',
      'Outlined',
      'Ripple effect',
      'Lara Light Indigo',
      'Reset to defaults',
      'Close configuration',
    ]);

    // Arrow keys move within a radio group, Space toggles the switch.
    act(() => screen.getByRole('radio', { name: 'Outlined' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(stored().inputStyle).toBe('filled');
    act(() => screen.getByRole('switch', { name: 'Ripple effect' }).focus());
    await user.keyboard(' ');
    expect(stored().ripple).toBe(false);
  });

  it('closes from its close button and from Escape, returning focus to the opener', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Close configuration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Open configuration' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Configuration' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
