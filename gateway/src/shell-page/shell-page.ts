import fs from 'node:fs';
import type { RuntimeConfig } from '@switchboard/domain';

/** The element the console reads its configuration from (shared-data's runtime-config). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The build's preload of the config file: needless once the page carries the config. */
const CONFIG_PRELOAD = /<link rel="preload" href="\/runtime-config\.json"[^>]*>\n?/;

/**
 * JSON inside a script element ends at the first `</script`, and `<!--` changes how the
 * element is read: escaping every `<` makes any value (a brand name, say) inert text.
 */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The host's index.html with the runtime configuration in it, as a JSON data block (never
 * run, so the script policy does not apply), so the console starts without asking for
 * /runtime-config.json after the page: one request and one round trip fewer on every
 * load. The file is read again only when a new build replaces it.
 */
export function shellPage(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  const template = (): string => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8').replace(CONFIG_PRELOAD, '') };
    }
    return cached.html;
  };
  return (config: RuntimeConfig): string => {
    const html = template();
    const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${inertJson(config)}</script>`;
    const at = html.indexOf('</head>');
    return at < 0 ? block + html : `${html.slice(0, at)}${block}\n${html.slice(at)}`;
  };
}
