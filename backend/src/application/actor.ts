/** Who acted: the customer (the booking form, their own page), a staff member, or the system. */
export type Actor =
  | { readonly kind: 'customer' }
  | { readonly kind: 'staff'; readonly userId: string; readonly name: string }
  | { readonly kind: 'system' };
