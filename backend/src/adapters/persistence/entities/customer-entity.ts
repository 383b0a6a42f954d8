// Tables `customers` and `customer_keys` (migration 0012, decision 0171): a customer is who booked
// or asked, recognised by keys (the domain's customerKeys: 'email:<canonical address>',
// 'phone:<E.164>'); one key belongs to one customer, a customer may hold several. Bookings and
// contact requests point at their customer. The key is compared byte for byte (collation "C"), so
// the look-up's e-mail prefix is a range of the primary key's index.
import { defineEntity, p } from '@mikro-orm/core';

export const CustomerEntity = defineEntity({
  name: 'Customer',
  tableName: 'customers',
  properties: {
    id: p.uuid().primary(),
    /** The name given with the customer's first booking or request. */
    name: p.string().length(100),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export const CustomerKeyEntity = defineEntity({
  name: 'CustomerKey',
  tableName: 'customer_keys',
  properties: {
    key: p.text().primary().collation('C'),
    customer: () => p.manyToOne(CustomerEntity).deleteRule('cascade').fieldName('customer_id'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'customer_keys_customer_id_index', properties: ['customer'] }],
});
