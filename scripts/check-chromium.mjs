// End-to-end tests drive Debian's Chromium; Playwright cannot download its own browser here.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`
End-to-end tests need Chromium at ${chromium}, and it is not there.
Install Debian's Chromium (about 20 s):

    sudo apt-get install -y chromium

or point CHROMIUM_PATH at another Chromium binary.
`);
  process.exit(1);
}
