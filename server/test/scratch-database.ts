import { randomBytes } from "node:crypto";
import pg from "pg";

async function runStatement(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runStatement(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runStatement(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
