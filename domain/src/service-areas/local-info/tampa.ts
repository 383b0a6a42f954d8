import type { LocalInfo } from './local-info-shape.ts';

export const tampaLocalInfo: LocalInfo = {
  intro:
    'Tampa keeps our crews busy year-round: bungalow renovations in Seminole Heights, flood-zone rebuilds ' +
    'on Davis Islands and in South Tampa, and new construction out in New Tampa. We stage containers off ' +
    'I-275 and I-4, so most Hillsborough County deliveries arrive within 24 hours and many the same day.',
  neighborhoods: [
    'South Tampa',
    'Hyde Park',
    'Palma Ceia',
    'Davis Islands',
    'Seminole Heights',
    'Tampa Heights',
    'Ybor City',
    'Channelside',
    'Westchase',
    'Carrollwood',
    'New Tampa',
    "Town 'n' Country",
  ],
  landmarks: [
    'Tampa Riverwalk',
    'Bayshore Boulevard',
    'Raymond James Stadium',
    'Ybor City Historic District',
    'Busch Gardens Tampa Bay',
    'University of South Florida',
  ],
  permitInfo:
    'Inside Tampa city limits, a container on a public street or sidewalk needs a right-of-way permit from ' +
    "the City of Tampa's Mobility Department. In unincorporated Hillsborough County (Westchase, " +
    'Carrollwood, Brandon) the county issues the right-of-way use permit instead. Fees run about $25 to ' +
    '$75 and approval takes 24 to 72 hours, so apply before your delivery date. Your own driveway needs no ' +
    'permit at all.',
  regulations: [
    'Ybor City work is reviewed by the Barrio Latino Commission, and Hyde Park, Seminole Heights and ' +
      'Tampa Heights by the Architectural Review Commission: get your exterior or demolition approval ' +
      'before the first load goes in.',
    'Much of South Tampa and Davis Islands lies in a FEMA flood zone; renovations costing more than half ' +
      "of the building's value must meet current flood rules, so settle the scope before the tear-out.",
    'Bayshore Boulevard and the downtown grid have no room for a street placement; plan on a driveway, ' +
      'alley or private lot.',
    'In hurricane season, do not leave a half-loaded container with loose drywall or roofing on top: tarp ' +
      'it, weigh it down with heavy debris, or call us for an early swap when a storm is forecast.',
  ],
  faq: [
    {
      question: 'Do you serve both Tampa and the rest of Hillsborough County?',
      answer:
        'Yes: the city itself plus Brandon, Riverview, Westchase, Carrollwood and the USF area. Across the ' +
        'bay, we also serve St. Petersburg and Clearwater.',
    },
    {
      question: 'Can a dumpster go in the alley behind my Seminole Heights bungalow?',
      answer:
        'Often, yes. City alleys are public right-of-way, so the same City of Tampa permit applies; we check ' +
        'the alley width and overhead lines before we place the container.',
    },
    {
      question: 'What size do I need to gut a South Tampa kitchen?',
      answer:
        'A 15 yard holds the cabinets, counters, drywall and flooring of a typical kitchen. Add the dining ' +
        'room or a bathroom and step up to the 20 yard.',
    },
    {
      question: 'Can I get a dumpster after a hurricane?',
      answer:
        'Yes, but demand spikes across Tampa Bay after a storm. Book as soon as the roads are open, and ' +
        'keep vegetative debris out of the container: the city picks that up at the curb.',
    },
  ],
};
