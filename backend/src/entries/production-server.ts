// The product as `npm start` serves it (scripts/start.ts): the server of main.ts with the built
// site's prerendered pages, the answer pages of the public forms' native posts (decision 0051) and
// the back office's shell, each taken from the site build when it is there. A documented entry
// for the tools outside the backend (decision 0117, docs/architecture.md "Layers").
import path from 'node:path';
import { adminShellIfBuilt } from '../adapters/site/admin-shell.ts';
import { answerPagesIfBuilt } from '../adapters/site/server-bundle-pages.ts';
import { siteHandlerIfBuilt } from '../adapters/site/site-handler.ts';
import { runServer } from '../main.ts';

/** Runs the server with the site built into `siteClientDir` (frontend/dist/client). */
export function runProductionServer(siteClientDir: string): ReturnType<typeof runServer> {
  return runServer({
    site: siteHandlerIfBuilt(siteClientDir),
    pages: answerPagesIfBuilt(path.dirname(siteClientDir)),
    adminShell: adminShellIfBuilt(siteClientDir),
  });
}
