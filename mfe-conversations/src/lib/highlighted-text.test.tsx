import { render, screen } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

it('marks the words at the offsets the server found, and only those', () => {
  const content = 'Send parcels on Sunday <b>now</b>';
  const { container } = render(
    <HighlightedText
      text={{
        content,
        excerpt: [0, content.length],
        marks: [
          [5, 12],
          [16, 22],
        ],
      }}
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

it('shows highlight markers typed into a message as text: they neither mark nor hide anything', () => {
  const content = 'Plain \u00ab\u00abfake\u00bb\u00bb words \u00ab\u00ab then the refund policy';
  const { container } = render(
    <HighlightedText
      text={{
        content,
        excerpt: [0, content.length],
        marks: [[content.indexOf('refund'), content.indexOf('refund') + 6]],
      }}
    />,
  );
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
    'refund',
  ]);
  expect(container.textContent).toBe(content);
});

it('cuts a long text to its excerpt, saying so at each cut end', () => {
  const content = 'First words. The refund arrives in five days. Last words.';
  const start = content.indexOf('The');
  const end = content.indexOf(' Last');
  const { container } = render(
    <HighlightedText text={{ content, excerpt: [start, end], marks: [[start + 4, start + 10]] }} />,
  );
  expect(container.textContent).toBe('… The refund arrives in five days. …');
  expect(container.querySelector('mark')?.textContent).toBe('refund');
});
