// The in-page anchors of spec section 2, shared by the header, the mobile menu and the footer.
// They point at the home page so they work from every route.
export const sectionLinks = [
  { href: '/#home', label: 'Home' },
  { href: '/#services', label: 'Services' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/#faq', label: 'FAQ' },
  { href: '/#contact', label: 'Contact' },
] as const;

export const sizeGuideLink = { href: '/dumpster-sizes', label: 'Size Guide' } as const;
export const bookLink = { href: '/book', label: 'Book Now' } as const;
