// The container's keys: one Symbol per port or service (no decorators, no reflection).
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Orm: Symbol.for('Orm'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  UnitOfWork: Symbol.for('UnitOfWork'),
  IdempotencyStore: Symbol.for('IdempotencyStore'),
  HitCounter: Symbol.for('HitCounter'),
  Readiness: Symbol.for('Readiness'),
  SubmitBooking: Symbol.for('SubmitBooking'),
  SubmitContactRequest: Symbol.for('SubmitContactRequest'),
  ReadAvailability: Symbol.for('ReadAvailability'),
  App: Symbol.for('App'),
} as const;
