// The session a request's cookie names (docs/decisions/0076): live while used within the idle
// limit and younger than the absolute one, its user still enabled; touched at most once a minute.
import type { Clock } from '../ports/clock.ts';
import type { SessionTokens } from '../ports/session-tokens.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { ActiveSession, SessionSettings } from './staff-session.ts';

/** Longer than any token sign-in makes: not looked up at all. */
const tokenMaxLength = 100;

export class ResolveSession {
  private readonly unitOfWork: UnitOfWork;
  private readonly tokens: SessionTokens;
  private readonly clock: Clock;
  private readonly settings: SessionSettings;

  constructor(unitOfWork: UnitOfWork, tokens: SessionTokens, clock: Clock, settings: SessionSettings) {
    this.unitOfWork = unitOfWork;
    this.tokens = tokens;
    this.clock = clock;
    this.settings = settings;
  }

  /** The live session this token names, touched; undefined when unknown, expired or its user disabled. */
  async execute(token: string): Promise<ActiveSession | undefined> {
    if (token.length === 0 || token.length > tokenMaxLength) return undefined;
    const tokenHash = this.tokens.hash(token);
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ sessions }) => {
      const found = await sessions.findWithUser(tokenHash);
      if (!found) return undefined;
      const { session, user } = found;
      const idleEnd = session.lastSeenAt.getTime() + this.settings.idleMinutes * 60_000;
      if (now.getTime() >= idleEnd || now >= session.expiresAt || !user || user.disabledAt) {
        await sessions.delete(tokenHash);
        return undefined;
      }
      // Touch at most once a minute: a page of requests is not a page of writes.
      if (now.getTime() - session.lastSeenAt.getTime() >= 60_000) await sessions.touch(tokenHash, now);
      return { user, session: { ...session, lastSeenAt: now }, csrfToken: this.tokens.csrfTokenFor(token) };
    });
  }
}
