/**
 * The public development anon key. Anon keys are public by design (the console
 * ships the same value in its runtime config); it only proves the caller is a
 * client of this platform, never who the user is.
 */
export const DEV_SUPABASE_ANON_KEY = 'switchboard-local-anon-key-8d3f6c1a2b7e4d90a5c1f3e2b6d4a7c9';
