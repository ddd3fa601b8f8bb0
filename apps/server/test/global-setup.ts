import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../src/testing/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** Starts one throw-away PostgreSQL cluster for the whole run; fails loudly when PostgreSQL is missing. */
export default async function setup(project: TestProject) {
  const pg = await startThrowawayPostgres();
  project.provide('pgUrl', pg.url);
  return () => pg.stop();
}
