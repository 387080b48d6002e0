/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellPage } from './shell-page';

let dir: string;
let indexFile: string;

const PAGE = [
  '<!doctype html><html><head><title>S</title>',
  '    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-page-'));
  indexFile = path.join(dir, 'index.html');
  fs.writeFileSync(indexFile, PAGE);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const configIn = (html: string): unknown =>
  JSON.parse(
    /<script type="application\/json" id="runtime-config">(.*?)<\/script>/s.exec(html)![1]!,
  );

it('puts the configuration in the head as JSON and drops the preload of its file', () => {
  const html = shellPage(indexFile)({ brandName: 'Carewell' } as never);
  expect(configIn(html)).toEqual({ brandName: 'Carewell' });
  expect(html.indexOf('id="runtime-config"')).toBeLessThan(html.indexOf('</head>'));
  expect(html).not.toContain('href="/runtime-config.json"');
  expect(html).toContain('<div id="root"></div>');
});

it('keeps a value that closes the script element inert text', () => {
  const brandName = '</script><script>alert(1)</script><!--';
  const html = shellPage(indexFile)({ brandName } as never);
  expect(html).not.toContain('<script>alert(1)');
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(configIn(html)).toEqual({ brandName });
});

it('reads a new build of the page without a restart', () => {
  const page = shellPage(indexFile);
  expect(page({} as never)).toContain('<title>S</title>');
  fs.writeFileSync(indexFile, PAGE.replace('<title>S</title>', '<title>New</title>'));
  fs.utimesSync(indexFile, new Date(), new Date(Date.now() + 5000));
  expect(page({} as never)).toContain('<title>New</title>');
});
