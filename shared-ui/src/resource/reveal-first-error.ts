/**
 * Brings the first field in error into the middle of its scrolling box and focuses it.
 * Focus alone scrolls only until the input shows: its message under it stayed hidden
 * behind the sheet's footer, and the user saw a red outline with no reason.
 */
export function revealFirstError(form: HTMLElement | null) {
  // After the render that marks the fields invalid.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const control = field.closest<HTMLElement>('.MuiFormControl-root') ?? field;
    // jsdom has no layout and no scrollIntoView.
    control.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
