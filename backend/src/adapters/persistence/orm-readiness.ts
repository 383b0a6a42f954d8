import type { Readiness } from '../../application/ports/readiness.ts';
import type { Orm } from './orm.ts';

/** Ready when the database answers a trivial query. */
export class OrmReadiness implements Readiness {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async check(): Promise<boolean> {
    await this.orm.em.getConnection().execute('select 1');
    return true;
  }
}
