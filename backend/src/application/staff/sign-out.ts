// Signing out: the session the token names ends (its row is deleted); an unknown token is no error.
import type { SessionTokens } from '../ports/session-tokens.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class SignOut {
  private readonly unitOfWork: UnitOfWork;
  private readonly tokens: SessionTokens;

  constructor(unitOfWork: UnitOfWork, tokens: SessionTokens) {
    this.unitOfWork = unitOfWork;
    this.tokens = tokens;
  }

  async execute(token: string): Promise<void> {
    await this.unitOfWork.transaction(({ sessions }) => sessions.delete(this.tokens.hash(token)));
  }
}
