import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { useTestPlatform } from '../testing/platform-fixture';
import { TEST_ANON_KEY } from '../testing/test-platform';

/** Drives the real supabase-js client (the console's version) against /auth/v1. */
const platform = useTestPlatform({ REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '1' });

function client(): SupabaseClient {
  return createClient(platform.url, TEST_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js refuses to build its realtime client without one.
    realtime: { transport: WebSocket as never },
  });
}

it('signs in, reads the user, refreshes and signs out', async () => {
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({
    email: 'superuser@switchboard.local',
    password: 'switchboard',
  });
  expect(error).toBeNull();
  expect(data.session?.access_token).toBeTruthy();
  expect(data.user?.user_metadata).toEqual({ username: 'superuser', RoleName: 'superuser' });

  const user = await supabase.auth.getUser();
  expect(user.error).toBeNull();
  expect(user.data.user?.email).toBe('superuser@switchboard.local');

  const firstRefresh = data.session!.refresh_token;
  const refreshed = await supabase.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  expect(refreshed.data.session?.refresh_token).not.toBe(firstRefresh);

  await new Promise((resolve) => setTimeout(resolve, 1100)); // past the reuse interval
  const reused = await client().auth.refreshSession({ refresh_token: firstRefresh });
  expect(reused.error?.code).toBe('refresh_token_already_used');

  const signOut = await supabase.auth.signOut();
  expect(signOut.error).toBeNull();
  expect((await supabase.auth.getSession()).data.session).toBeNull();
});

it('keeps a session usable after sign-out ends another one', async () => {
  const first = client();
  const second = client();
  await first.auth.signInWithPassword({
    email: 'employee@switchboard.local',
    password: 'switchboard',
  });
  await second.auth.signInWithPassword({
    email: 'employee@switchboard.local',
    password: 'switchboard',
  });
  await first.auth.signOut({ scope: 'local' });
  expect((await second.auth.getUser()).error).toBeNull();
});

it('ends the other sessions with scope others and every session with scope global', async () => {
  const [first, second, third] = [client(), client(), client()];
  for (const each of [first, second, third]) {
    await each.auth.signInWithPassword({
      email: 'employee@switchboard.local',
      password: 'switchboard',
    });
  }
  await first.auth.signOut({ scope: 'others' });
  expect((await first.auth.getUser()).error).toBeNull();
  expect((await second.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  await third.auth.signInWithPassword({
    email: 'employee@switchboard.local',
    password: 'switchboard',
  });
  await third.auth.signOut({ scope: 'global' });
  expect((await first.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
});

it('reports wrong password and unknown user as invalid_credentials', async () => {
  const wrong = await client().auth.signInWithPassword({
    email: 'admin@switchboard.local',
    password: 'wrong',
  });
  const unknown = await client().auth.signInWithPassword({
    email: 'ghost@switchboard.local',
    password: 'switchboard',
  });
  for (const result of [wrong, unknown]) {
    expect(result.data.session).toBeNull();
    expect(result.error?.code).toBe('invalid_credentials');
    expect(result.error?.message).toBe('Invalid login credentials');
    expect(result.error?.status).toBe(400);
  }
});
