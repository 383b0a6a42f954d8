// schema.org JSON-LD built from the domain's facts (spec section 1): the business, its service,
// its FAQ and breadcrumbs. Hours are the contact section's (decision 0004).
import {
  business,
  dumpsterSizes,
  formatUsd,
  openingHours,
  type ServiceArea,
  serviceAreas,
} from '@dumpster/domain';
import { absoluteUrl, siteOrigin } from './site-url.ts';

const businessId = `${siteOrigin}/#business`;

export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phoneE164,
    email: business.email,
    priceRange: business.priceRange,
    foundingDate: String(business.foundedYear),
    image: absoluteUrl('/og-image.jpg'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.zipCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: openingHours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    areaServed: serviceAreas.map((area) => ({ '@type': 'City', name: `${area.city}, FL` })),
  };
}

export function serviceJsonLd(area?: ServiceArea) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Roll-off dumpster rental',
    name: area ? `Dumpster Rental in ${area.city}, FL` : 'Roll-Off Dumpster Rental in Florida',
    provider: { '@id': businessId },
    areaServed: area ? { '@type': 'City', name: `${area.city}, FL` } : { '@type': 'State', name: 'Florida' },
    offers: dumpsterSizes.map((size) => ({
      '@type': 'Offer',
      name: size.label,
      price: (size.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      description: `${formatUsd(size.priceCents)} for a 7-day rental, ${size.includedTons} tons included`,
    })),
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
