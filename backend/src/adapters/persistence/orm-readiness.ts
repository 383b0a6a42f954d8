import type { Readiness } from '../../application/ports/readiness.ts';
import type { Orm } from './orm.ts';

/** Ready when the database answers MikroORM's connection check (a trivial query). */
export class OrmReadiness implements Readiness {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async check(): Promise<boolean> {
    const answer = await this.orm.checkConnection();
    if (!answer.ok) throw answer.error ?? new Error(answer.reason);
    return true;
  }
}
