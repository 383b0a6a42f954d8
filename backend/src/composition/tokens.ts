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
  MessageLog: Symbol.for('MessageLog'),
  SubmitBooking: Symbol.for('SubmitBooking'),
  SubmitContactRequest: Symbol.for('SubmitContactRequest'),
  App: Symbol.for('App'),
} as const;
