import { openConfiguredDatabase } from "#server/configured-database.ts";

const { database } = await openConfiguredDatabase();
console.log(`Migrations applied (${database.engine}).`);
await database.close();
