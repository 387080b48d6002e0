import { render, screen } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

it('marks the words the server put between the highlight marks, and only those', () => {
  const { container } = render(
    <HighlightedText
      text={'Send \u00ab\u00abparcels\u00bb\u00bb on \u00ab\u00abSunday\u00bb\u00bb <b>now</b>'}
    />,
  );
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
    'parcels',
    'Sunday',
  ]);
  // The text is text: markup in a message is never rendered as HTML.
  expect(screen.getByText(/<b>now<\/b>/)).toBeInTheDocument();
  expect(container.querySelector('b')).toBeNull();
});
