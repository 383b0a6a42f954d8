// A statement of a fixed shape whose text the query builder makes once: later calls bind their
// values to that text and run it, instead of building the statement again. Building is most of
// what the query builder costs a read (0.1-0.3 ms of CPU a statement here, docs/performance.md):
// too much for what every back-office request runs (its session) and for the day board
// (docs/decisions/0110). The SQL is still the query builder's, from the entities' metadata.
import type { Orm } from './orm.ts';

type EntityManagerOf = Orm['em'];

/** A statement as the query builder makes it: `?` placeholders and their values in order. */
interface BuiltQuery {
  toQuery(): { sql: string; params: readonly unknown[] };
}

/** What stands for the nth value while the statement is built: no real value looks like it. */
const slot = (index: number) => `\u0000slot ${index}\u0000`;

export class StatementText<Values extends readonly unknown[]> {
  private readonly build: (em: EntityManagerOf, ...slots: { [K in keyof Values]: string }) => BuiltQuery;
  private built: { sql: string; params: readonly unknown[] } | undefined;

  /**
   * `build` makes the statement with the slots it is given where the values go (each a value of
   * a condition, so a bound parameter); every slot must come out as a parameter of its own.
   */
  constructor(build: (em: EntityManagerOf, ...slots: { [K in keyof Values]: string }) => BuiltQuery) {
    this.build = build;
  }

  /** The statement's text and its parameters with these values. */
  bind(em: EntityManagerOf, ...values: Values): { sql: string; params: unknown[] } {
    if (!this.built) {
      const slots = values.map((_, index) => slot(index)) as unknown as { [K in keyof Values]: string };
      const built = this.build(em, ...slots).toQuery();
      for (const [index] of values.entries())
        if (!built.params.includes(slot(index)))
          throw new Error(`value ${index} of the statement is not a parameter: ${built.sql}`);
      this.built = built;
    }
    const bySlot = new Map(values.map((value, index) => [slot(index), value] as const));
    return {
      sql: this.built.sql,
      params: this.built.params.map((param) =>
        typeof param === 'string' && bySlot.has(param) ? bySlot.get(param) : param,
      ),
    };
  }
}
