import type { LocalInfo } from './local-info-shape.ts';

export const fernandinaBeachLocalInfo: LocalInfo = {
  intro:
    'Fernandina Beach is the only city on Amelia Island, and its Victorian downtown, beach cottages and ' +
    'marsh-front homes each bring their own rules. We cross the Shave Bridge on A1A daily from Yulee and ' +
    'Jacksonville, placing containers for restorations near Centre Street, oceanfront remodels on Fletcher ' +
    'Avenue and new homes across the island.',
  neighborhoods: [
    'Downtown Historic District',
    'Old Town',
    'North Fletcher Avenue',
    'South Fletcher Avenue',
    'Amelia Park',
    'Amelia Island Parkway',
    'Amelia Island Plantation',
    'Yulee',
  ],
  landmarks: [
    'Centre Street',
    'Fort Clinch State Park',
    'Amelia Island Lighthouse',
    'The Palace Saloon',
    'Main Beach Park',
    'Fernandina Harbor Marina',
  ],
  permitInfo:
    'Inside city limits, any container on a street, sidewalk or public parking space needs a City of ' +
    'Fernandina Beach right-of-way permit, and downtown blocks near Centre Street are rarely approved on ' +
    'festival weekends. The south end of the island and Yulee are unincorporated Nassau County, where the ' +
    'county issues the permit. Allow 24 to 72 hours and about $25 to $75. On private property, your ' +
    'driveway included, no permit is required.',
  regulations: [
    'The downtown and Old Town historic districts fall under the Historic District Council: demolition, ' +
      'new windows or siding on a contributing building need its certificate before the work begins.',
    'Oceanfront lots along Fletcher Avenue sit seaward of the state Coastal Construction Control Line in ' +
      'places: the container stays on the driveway or street side, never on the dunes or dune walkovers.',
    'Sea turtles nest on Amelia Island beaches from May through October; keep construction lighting ' +
      'turned away from the beach and the container lids closed so debris does not blow onto the sand.',
    'Before a tropical storm or hurricane, ask us to pick up early: A1A and the Shave Bridge are the ' +
      'evacuation route, and a loaded container on a low lot can float in surge.',
  ],
  faq: [
    {
      question: 'Can you place a dumpster near Centre Street?',
      answer:
        'On a private lot, yes. A street placement needs a city permit, and it is unlikely during the ' +
        'Isle of Eight Flags Shrimp Festival or other downtown events, so plan around them.',
    },
    {
      question: 'Do you deliver to Amelia Island Plantation and the south end?',
      answer:
        'Yes. The gated communities on the south end have their own access and contractor rules; send us ' +
        'the gate instructions when you book so the driver is not turned away.',
    },
    {
      question: 'Is the sand on beach lots a problem for delivery?',
      answer:
        'Soft sand can swallow a loaded container. On Fletcher Avenue lots we set it on the paved driveway ' +
        'or on boards, and we may suggest a 15 yard instead of a 20 to keep the weight down.',
    },
  ],
};
