import type { LocalInfo } from './local-info-shape.ts';

export const greenCoveSpringsLocalInfo: LocalInfo = {
  intro:
    'Green Cove Springs, the Clay County seat, mixes century-old homes near the spring with fast-growing ' +
    'subdivisions along the new First Coast Expressway. We deliver down US 17 from Orange Park and ' +
    'Jacksonville for remodels downtown, cleanouts in Magnolia Point and industrial jobs at Reynolds Park.',
  neighborhoods: [
    'Historic Downtown',
    'Magnolia Point',
    'Walnut Street downtown',
    'Reynolds Park',
    'Spring Park area',
    'Penney Farms',
    'Lake Asbury',
  ],
  landmarks: [
    'Spring Park and its natural spring pool',
    'Historic Clay County Courthouse',
    'The St. Johns River pier at Spring Park',
    'Reynolds Park (former Naval Station Green Cove Springs)',
    'St. Johns River',
    'Shands Bridge',
  ],
  permitInfo:
    'On a City of Green Cove Springs street, a container needs a right-of-way permit from the city; in ' +
    'the unincorporated areas around it, such as Lake Asbury, Clay County Public Works issues it. US 17 ' +
    '(Orange Avenue) and SR 16 are state roads, so a container never goes there. Permits typically cost ' +
    'about $25 to $75 and take 24 to 72 hours. Your driveway or yard needs none.',
  regulations: [
    'The downtown streets around Spring Park are part of a National Register historic district; before ' +
      'demolishing an older home, check with the city planning office for any local review.',
    'Magnolia Point and other HOA communities usually want the container on the driveway, out of sight ' +
      'lines at corners, and gone within the rental period.',
    'Low ground near the river and Governors Creek floods in tropical storms, as it did during Hurricane ' +
      'Irma: ask for an early pickup when a hurricane watch covers Clay County.',
    'Large industrial and marine jobs at Reynolds Park often need scheduled gate access; tell us the site ' +
      'contact when you book.',
  ],
  faq: [
    {
      question: 'How fast can you deliver to Green Cove Springs?',
      answer:
        'Green Cove Springs is about 45 minutes south of our Jacksonville yard along US 17. Order before ' +
        'noon and we can usually deliver the same day.',
    },
    {
      question: 'Can you place a dumpster on Orange Avenue in front of my business?',
      answer:
        'No: Orange Avenue is US 17, a state highway. We place it in your parking lot or behind the ' +
        'building, where no permit is needed.',
    },
    {
      question: 'Do you serve Penney Farms and Lake Asbury?',
      answer:
        'Yes, along with Middleburg, Fleming Island and the rest of Clay County. Rural lots with long dirt ' +
        'driveways are fine if the ground is firm and dry.',
    },
  ],
};
