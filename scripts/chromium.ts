// Debian's Chromium, never a downloaded browser, for everything that drives
// one: the e2e tests, the link-preview cards, the first-view and slow-phone
// benchmarks and Lighthouse. The flags keep it off the network it cannot
// reach here (component updates, sync, field trials, QUIC).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** What `chromium.launch()` is given. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
