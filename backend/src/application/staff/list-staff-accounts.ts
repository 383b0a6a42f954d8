// The owner's list of back-office accounts, by name, disabled ones included.
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { StaffUserRecord } from '../staff-user.ts';

export class ListStaffAccounts {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  execute(): Promise<StaffUserRecord[]> {
    return this.unitOfWork.transaction(({ users }) => users.list());
  }
}
