// What the use cases around a booking's "My booking" link share: one unit of work to read or
// write in, the links (to open a token or to issue a new one), and the clock that says "now".
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { AccessLinks } from './access-links.ts';

export abstract class AccessLinkUseCase {
  protected readonly unitOfWork: UnitOfWork;
  protected readonly links: AccessLinks;
  protected readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, links: AccessLinks, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.links = links;
    this.clock = clock;
  }
}
