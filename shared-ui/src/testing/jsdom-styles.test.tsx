import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';

// The jest setup trims what MUI inserts to the declarations jsdom's answers use
// (tooling/jest/visibility-only-styles.ts); what decides visibility must survive it.
const insertedCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');

describe('styles in unit tests', () => {
  it('keep what hides an element or blocks the pointer', () => {
    render(
      <>
        <Box sx={{ display: 'none', color: 'red' }}>hidden by display</Box>
        <Box sx={{ visibility: 'hidden', padding: 2 }}>hidden by visibility</Box>
        <Box sx={{ opacity: 0 }}>see-through</Box>
        <Box sx={{ pointerEvents: 'none', margin: 1 }}>unclickable</Box>
        <Box sx={{ color: 'blue' }}>shown</Box>
      </>,
    );
    expect(screen.getByText('hidden by display')).not.toBeVisible();
    expect(screen.getByText('hidden by visibility')).not.toBeVisible();
    expect(screen.getByText('see-through')).not.toBeVisible();
    expect(getComputedStyle(screen.getByText('unclickable')).pointerEvents).toBe('none');
    expect(screen.getByText('shown')).toBeVisible();
  });

  it('drop the declarations jsdom cannot use and the rules on pseudo-elements', () => {
    render(<Button>Save</Button>);
    const css = insertedCss();
    expect(css).toMatch(/MuiButton-root \{display: inline-flex;\}/);
    expect(css).not.toMatch(/[;{]\s*(color|padding|margin|font-size|transition):/);
    expect(css).not.toContain('::');
  });
});
