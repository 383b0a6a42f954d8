import type { LocalInfo } from './local-info-shape.ts';

export const stAugustineLocalInfo: LocalInfo = {
  intro:
    "Working in the nation's oldest city takes care. St. Augustine's downtown streets are narrow, many " +
    'lots are tiny, and much of the ground has archaeological value. We bring the 10 yard into tight ' +
    'historic lots and larger containers to the newer neighborhoods on Anastasia Island, along US 1 and ' +
    'out toward World Golf Village.',
  neighborhoods: [
    'Historic Downtown',
    'Lincolnville',
    'Uptown (San Marco Avenue)',
    'Fullerwood',
    'North City',
    'Davis Shores',
    'Anastasia Island',
    'Vilano Beach',
    'St. Augustine Shores',
    'World Golf Village',
  ],
  landmarks: [
    'Castillo de San Marcos',
    'St. George Street',
    'Flagler College',
    'Bridge of Lions',
    'St. Augustine Lighthouse & Maritime Museum',
    'Plaza de la Constitución',
  ],
  permitInfo:
    'Inside city limits, a container on a street or in a public parking space needs a right-of-way permit ' +
    'from the City of St. Augustine Public Works Department, and in the historic core a street placement ' +
    'is often refused outright because of traffic and tour routes. Outside the city (St. Augustine Shores, ' +
    'World Golf Village, Vilano Beach) St. Johns County issues the permit. Expect about $25 to $75 and ' +
    '24 to 72 hours. On your own driveway or lot no permit is needed.',
  regulations: [
    'Exterior changes and demolition in the historic preservation districts, downtown and Lincolnville ' +
      'included, go before the Historical Architectural Review Board (HARB); get approval before you fill ' +
      'a container with historic fabric.',
    'The city requires archaeological review before ground-disturbing work in its archaeological zones, ' +
      'so new footings, pools or utility trenches may need the City Archaeologist to look first.',
    'St. George Street is pedestrian-only and several downtown streets are one-way with tour-train ' +
      'traffic: we schedule early-morning deliveries and use the smallest size that does the job.',
    'Davis Shores and the bayfront flood during king tides and storms; keep the container on high ground ' +
      'and expect an early pickup when a hurricane watch covers St. Johns County.',
  ],
  faq: [
    {
      question: 'Can you fit a dumpster on a downtown St. Augustine lot?',
      answer:
        'Usually, with the 10 yard. It is 12 feet long and 8 feet wide; we measure the gate or driveway ' +
        'with you before delivery, and we avoid tour-train hours.',
    },
    {
      question: 'Do I need HARB approval just to rent a dumpster?',
      answer:
        'No. HARB reviews the work, not the container. If your project changes the outside of a building ' +
        'in a historic district, that approval should be in hand before the tear-out starts.',
    },
    {
      question: 'Do you deliver to Anastasia Island and Vilano Beach?',
      answer:
        'Yes, over the Bridge of Lions, the SR 312 bridge and the Vilano bridge. Beach driveways are often ' +
        'sandy, so we check the ground before setting a loaded container down.',
    },
    {
      question: 'Who issues the permit if I live in World Golf Village?',
      answer:
        'World Golf Village is outside the city, so a street placement there is permitted by St. Johns ' +
        'County. Most homes there have room on the driveway, and the HOA may set its own time limit.',
    },
  ],
};
