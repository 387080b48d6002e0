/** Waits for a condition, never a fixed time, with a limit generous for a slow machine. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  limitMs = 180_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
