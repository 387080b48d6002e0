import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findErrorToast, renderPage } from '@switchboard/shared-ui/testing';
import type { CardView } from '../lib/card-view';
import { chartToPng } from '../lib/chart-png';
import { AnalyticsCard } from './analytics-card';

// jsdom has no canvas: what a browser does when it cannot draw or encode the image.
jest.mock('../lib/chart-png', () => ({ chartToPng: jest.fn() }));

const view: CardView = {
  kind: 'line',
  x: 'day',
  columns: [
    { key: 'day', label: 'Day' },
    { key: 'requests', label: 'Requests' },
  ],
  rows: [
    { day: '2026-11-01', requests: 4 },
    { day: '2026-11-02', requests: 7 },
  ],
};

it('says why "Save PNG" failed instead of failing silently', async () => {
  jest.mocked(chartToPng).mockRejectedValue(new Error('No image produced'));
  renderPage(
    <AnalyticsCard
      title="Traffic"
      description="Requests a day"
      result={{ state: 'ok', data: {} }}
      view={view}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save PNG' }));
  expect(jest.mocked(chartToPng)).toHaveBeenCalled();
  expect(
    await findErrorToast('Could not save the chart as PNG: No image produced'),
  ).toBeInTheDocument();
});
