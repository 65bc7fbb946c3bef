import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the app on start (src/db/migrate.ts), on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
