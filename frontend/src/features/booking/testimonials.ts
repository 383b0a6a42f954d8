// The booking page's short testimonials (spec sections 3 and 9: ratings 5, 5 and 4.5). The home
// page keeps its own in its feature; features do not import each other.
export interface Testimonial {
  readonly rating: number;
  readonly text: string;
  readonly initials: string;
  readonly name: string;
  readonly title: string;
}

export const bookingTestimonials: readonly Testimonial[] = [
  {
    rating: 5,
    text: 'Booked online at breakfast and the dumpster was in the driveway that afternoon. The price on the site was the price on the invoice.',
    initials: 'JL',
    name: 'Jessica L.',
    title: 'Homeowner, Jacksonville',
  },
  {
    rating: 5,
    text: 'The quote calculator let me price a two-week rental for a client on the spot. Delivery and swaps were right on schedule.',
    initials: 'RM',
    name: 'Ray M.',
    title: 'Remodeling Contractor, St. Augustine',
  },
  {
    rating: 4.5,
    text: 'Easy booking and a friendly driver. Pickup came a day later than I hoped, but they called ahead to let me know.',
    initials: 'TP',
    name: 'Tanya P.',
    title: 'Property Manager, Orange Park',
  },
];
