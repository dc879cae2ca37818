import { createAppServices } from "#server/app-services.ts";
import { openConfiguredDatabase } from "#server/configured-database.ts";
import { seedDemoContentIfEmpty } from "#server/db/seed/seed-demo.ts";
import { seedSiteContentOnce } from "#server/db/seed/seed-site-content.ts";
import { createLogger } from "#server/logger.ts";

const { config, database } = await openConfiguredDatabase();
const services = createAppServices(config, createLogger("warn"), database);
const seeded = await seedDemoContentIfEmpty(services);
console.log(
  seeded
    ? `Demo content created: ${JSON.stringify(seeded)}`
    : "The database already has articles; nothing seeded.",
);
const site = await seedSiteContentOnce(database.db, { clients: true, team: true });
console.log(
  site
    ? `Site content created: ${JSON.stringify(site)}`
    : "The site's content was created before; staff own it now.",
);
await database.close();
