import pg from "pg";

/**
 * Drops the run's throwaway PostgreSQL database. The server process may be killed before
 * it can clean up after itself, so the runner makes sure here.
 */
export default async function globalTeardown() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = process.env.E2E_DB_NAME;
  if (!adminUrl || !name || !/^vt_e2e_\w+$/.test(name)) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
