// The owner's trucks (decision 0184), by name.
import type { Truck } from '@dumpster/domain';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ListTrucks {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  async execute(): Promise<Truck[]> {
    const trucks = await this.unitOfWork.transaction(({ trucks }) => trucks.list());
    return trucks.map((truck) => ({ ...truck, sizes: [...truck.sizes] }));
  }
}
