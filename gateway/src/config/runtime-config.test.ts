/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatewayConfigFromEnv } from './gateway-config';
import { buildRuntimeConfig } from './runtime-config';

it('keeps the last good configuration when the file is mid-write or invalid, and logs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
  const file = path.join(dir, 'runtime-config.json');
  const config = gatewayConfigFromEnv({ RUNTIME_CONFIG_FILE: file });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let tick = Date.now();
  const write = (text: string) => {
    fs.writeFileSync(file, text);
    tick += 2000;
    fs.utimesSync(file, new Date(tick), new Date(tick));
  };
  try {
    write(JSON.stringify({ brandName: 'Good', remotes: { bots: 'https://a.example/m.json' } }));
    expect(buildRuntimeConfig(config).brandName).toBe('Good');
    for (const broken of ['{"brandName": "Ha', '', '[1,2]', '{"remotes": {"bots": 42}}']) {
      write(broken);
      const runtime = buildRuntimeConfig(config);
      expect(runtime.brandName).toBe('Good');
      expect(runtime.remotes.find((r) => r.name === 'bots')?.entry).toBe(
        'https://a.example/m.json',
      );
    }
    expect(errors).toHaveBeenCalledTimes(4);
    expect(String(errors.mock.calls[0]![0])).toMatch(/keeping the last good runtime config/);
    write(JSON.stringify({ brandName: 'Fixed' }));
    expect(buildRuntimeConfig(config).brandName).toBe('Fixed');
  } finally {
    errors.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
