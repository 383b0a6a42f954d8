import type { Orm } from './orm.ts';

/** The EntityManager a unit of work hands its repositories: a fork, inside its transaction. */
export type TransactionEntityManager = Orm['em'];
