import { markRemoteRecovered, reportRemoteFailure } from './report-remote-failure';

describe('reportRemoteFailure', () => {
  const beacon = jest.fn(() => true);

  beforeEach(() => {
    beacon.mockClear();
    Object.assign(navigator, { sendBeacon: beacon });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('reports an outage once, however often the section is revisited', () => {
    reportRemoteFailure('bots', 'Failed to fetch');
    reportRemoteFailure('bots', 'Failed to fetch');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/auth/_log', expect.any(Blob));
    expect(console.error).toHaveBeenCalledWith('Remote "bots" failed to load: Failed to fetch');
  });

  it('reports again after the remote recovered and failed anew', () => {
    reportRemoteFailure('setup', 'timeout');
    markRemoteRecovered('setup');
    reportRemoteFailure('setup', 'timeout');
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('keeps remotes apart', () => {
    reportRemoteFailure('knowledge', 'x');
    reportRemoteFailure('analytics', 'x');
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
