// The services a contact request can be about (spec section 3, contact form payload). Their own
// module, apart from the contact schema, so the footer's list of services loads no validation code.
export const contactServiceOptions = [
  { value: '10-yard', label: '10 Yard Dumpster Rental' },
  { value: '15-yard', label: '15 Yard Dumpster Rental' },
  { value: '20-yard', label: '20 Yard Dumpster Rental' },
  { value: 'residential-demo', label: 'Residential Demolition' },
  { value: 'commercial-demo', label: 'Commercial Demolition' },
  { value: 'selective-demo', label: 'Selective Demolition' },
  { value: 'full-structural-demo', label: 'Full Structural Demolition' },
  { value: 'other', label: 'Other Services' },
] as const;
export type ContactService = (typeof contactServiceOptions)[number]['value'];
