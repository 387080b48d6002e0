// jsdom's Blob has no text(): the testing kit supplies it.
import '@switchboard/shared-ui/testing';
import { fileHeading } from './file-heading';

const file = (name: string, text: string) => new File([text], name);

describe('fileHeading', () => {
  it('reads a Markdown heading, in a .md or a .txt file', async () => {
    expect(await fileHeading(file('notes.md', 'intro\n\n# Opening hours ##\n\ntext'))).toBe(
      'Opening hours',
    );
    expect(
      await fileHeading(file('ux test 1795785932.txt', '# Opening hours\nWe open at 9.')),
    ).toBe('Opening hours');
  });

  it('takes a short first line standing alone in a plain text file', async () => {
    expect(await fileHeading(file('a.txt', '\n\uFEFFPrices and hours\n\nWe open at nine.'))).toBe(
      'Prices and hours',
    );
  });

  it('finds none in running text, in a Markdown file without one, or in other formats', async () => {
    expect(await fileHeading(file('a.txt', 'We open at nine.\n\nClosed on Sundays.'))).toBeNull();
    expect(await fileHeading(file('a.txt', 'Prices\nWe open at nine.'))).toBeNull();
    expect(await fileHeading(file('a.md', 'Just text.'))).toBeNull();
    expect(await fileHeading(file('a.pdf', '# Not read'))).toBeNull();
  });
});
