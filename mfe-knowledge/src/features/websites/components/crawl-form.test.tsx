import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../../../testing/fake-gateway';
import { CrawlForm } from './crawl-form';

const CRAWL = 'POST /api/bot-services/bot-1/crawl/';

function renderForm(onStarted = jest.fn()) {
  renderWithProviders(
    <CrawlForm botId="bot-1" collections={[]} demoSiteUrl={null} onStarted={onStarted} />,
  );
  return onStarted;
}

const start = async (url: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Start URL' }), url);
  await userEvent.click(screen.getByRole('button', { name: 'Start crawl' }));
};

it('sends both switches on by default, and off when staff turn them off', async () => {
  const calls = fakeGateway({ [CRAWL]: () => [202, { id: 'job-1', status: 'queued' }] });
  const onStarted = renderForm();
  await start('http://site.test/');
  expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-1' }));
  expect(calls.at(-1)?.body).toEqual({
    url: 'http://site.test/',
    max_depth: 2,
    max_pages: 50,
    same_site: true,
    respect_robots: true,
  });

  await userEvent.click(screen.getByRole('switch', { name: 'Same site only' }));
  await userEvent.click(screen.getByRole('switch', { name: 'Respect robots.txt' }));
  await userEvent.click(screen.getByRole('button', { name: 'Start crawl' }));
  expect(onStarted).toHaveBeenCalledTimes(2);
  expect(calls.at(-1)?.body).toMatchObject({ same_site: false, respect_robots: false });
});

it("shows the service's refusal and keeps the form filled", async () => {
  fakeGateway({
    [CRAWL]: () => [400, { error: 'Refusing to fetch 10.0.0.1' }, 'Bad Request'],
  });
  const onStarted = renderForm();
  await start('http://10.0.0.1/');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Refusing to fetch 10.0.0.1/);
  expect(screen.getByRole('textbox', { name: 'Start URL' })).toHaveValue('http://10.0.0.1/');
  expect(onStarted).not.toHaveBeenCalled();
});

it('keeps the demo-site hint’s line before the hint arrives, so the button does not move', () => {
  renderForm();
  const field = screen.getByRole('textbox', { name: 'Start URL' });
  const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  expect(hint).not.toBeNull();
  // MUI draws a blank helper text as a zero-width space that keeps the line's height.
  expect(hint!.textContent?.replace(/[\s\u200b]/g, '')).toBe('');
});
