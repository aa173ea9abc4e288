import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The browser the tests drive: CHROMIUM_PATH, else Chromium's headless shell (the copy shipped in
 * the @sparticuz/chromium package), else the system Chromium. Downloading a browser is not possible here.
 *
 * The headless shell is the browser Playwright itself runs for headless tests: Chromium's engine
 * without the desktop browser around it. The journeys spent about 40% less CPU in it than in the
 * system Chromium (156, whose `--headless` is the full browser without a window), which on two cores
 * shortens the whole `npm test`. `headlessShell: false` asks for the full browser (the bench measures
 * page loads as a visitor's browser makes them).
 */
export async function findBrowser({
  headlessShell = true,
}: { headlessShell?: boolean } = {}): Promise<string> {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (existsSync(given)) return given;
    throw new Error(`CHROMIUM_PATH points to ${given}, which does not exist.`);
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system && !headlessShell) return system;
  try {
    return await unpackedHeadlessShell();
  } catch (error) {
    if (system) return system;
    throw new Error(
      'No Chromium found. Install one (apt-get install -y chromium), set CHROMIUM_PATH, ' +
        `or install the optional @sparticuz/chromium package. (${(error as Error).message})`,
    );
  }
}

/**
 * The package's headless shell with its software GL libraries, unpacked once per package version into
 * the user's cache. It is unpacked into a folder of this process's own that is then renamed into
 * place, so that test runs starting side by side (the two Node.js lines' journeys) never launch a
 * half-written browser.
 */
async function unpackedHeadlessShell(): Promise<string> {
  // The package exports no package.json: its folder is found from its entry (build/cjs/index.js).
  const requireHere = createRequire(import.meta.url);
  const entry = requireHere.resolve('@sparticuz/chromium');
  const packageFolder = path.resolve(path.dirname(entry), '..', '..');
  const { version } = JSON.parse(readFileSync(path.join(packageFolder, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  const folder = path.join(cache, 'brightline', `headless-shell-${version}`);
  const binary = path.join(folder, 'chromium');
  if (existsSync(binary)) return binary;
  const partial = `${folder}.${process.pid}.part`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const bin = path.join(packageFolder, 'bin');
  await pipeline(
    createReadStream(path.join(bin, 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(path.join(partial, 'chromium'), { mode: 0o755 }),
  );
  // SwiftShader (libEGL, libGLESv2): the browser looks for them beside itself even with --disable-gpu.
  const tar = createRequire(entry)('tar-fs') as { extract(folder: string): NodeJS.WritableStream };
  await pipeline(
    createReadStream(path.join(bin, 'swiftshader.tar.br')),
    createBrotliDecompress(),
    tar.extract(partial),
  );
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another run unpacked it first: theirs is used.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
