import { gridQueryState } from './grid-query-state';

const refetch = jest.fn();

describe('gridQueryState', () => {
  it('loads only before the first rows unless asked to show reloads too', () => {
    const reloading = { data: [], isFetching: true, refetch };
    expect(gridQueryState(reloading, 'Failed').loading).toBe(false);
    expect(gridQueryState({ isFetching: true, refetch }, 'Failed').loading).toBe(true);
    expect(gridQueryState(reloading, 'Failed', { whileRefetching: true }).loading).toBe(true);
  });

  it('says the API’s message, or the catalogue message when there is none', () => {
    const failed = { isFetching: false, error: { message: 'Server down' }, refetch };
    expect(gridQueryState(failed, 'Failed to fetch bots').error).toBe('Server down');
    expect(gridQueryState({ ...failed, error: {} }, 'Failed to fetch bots').error).toBe(
      'Failed to fetch bots',
    );
    expect(gridQueryState({ isFetching: false, refetch }, 'Failed').error).toBeNull();
  });

  it('keeps a failure on screen during Retry unless reloads show progress', () => {
    const retrying = { isFetching: true, error: { message: 'Server down' }, refetch };
    expect(gridQueryState(retrying, 'Failed').error).toBe('Server down');
    expect(gridQueryState(retrying, 'Failed', { whileRefetching: true }).error).toBeNull();
  });

  it('retries by refetching', () => {
    gridQueryState({ isFetching: false, refetch }, 'Failed').onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
