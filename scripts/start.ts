// `npm start`: runs the product on port 3000 (PORT to change it) with the embedded database in
// ./data, or PostgreSQL when DATABASE_URL is set. It first builds the site when the build is
// missing or older than the sources (docs/decisions/0032; SITE_BUILD=skip serves a shipped build
// as it is), then serves the prerendered pages, the public forms' native posts (decision 0051)
// and the API from the one server.
import { runProductionServer } from '../backend/src/entries/production-server.ts';
import { ensureSiteBuilt, siteClientDir } from '../frontend/scripts/ensure-built.ts';

await ensureSiteBuilt();
await runProductionServer(siteClientDir);
