import { openScriptDatabase } from "./script-context.ts";

const { database } = await openScriptDatabase();
console.log(`Migrations applied (${database.engine}).`);
await database.close();
