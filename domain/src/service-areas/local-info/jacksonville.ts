import type { LocalInfo } from './local-info-shape.ts';

export const jacksonvilleLocalInfo: LocalInfo = {
  intro:
    'Jacksonville is our home base. Our yard on Philips Highway sits minutes from I-95 and I-10, so a ' +
    'container ordered before noon usually reaches Riverside, Mandarin or the Beaches the same day. ' +
    'Jacksonville is the largest city by land area in the contiguous United States, and we drive all of it: ' +
    'from Northside new builds to Southside condo renovations and Westside roof replacements.',
  neighborhoods: [
    'Riverside',
    'Avondale',
    'San Marco',
    'Springfield',
    'Ortega',
    'Murray Hill',
    'Mandarin',
    'Arlington',
    'Southside',
    'Baymeadows',
    'Northside',
    'Westside',
  ],
  landmarks: [
    'EverBank Stadium',
    'St. Johns Town Center',
    'Riverside Arts Market under the Fuller Warren Bridge',
    'Jacksonville Zoo and Gardens',
    'Cummer Museum of Art & Gardens',
    'Friendship Fountain on the Southbank Riverwalk',
  ],
  permitInfo:
    'A dumpster on your own driveway or private lot needs no permit in Jacksonville. If it has to sit on a ' +
    'city street, sidewalk or swale, the City of Jacksonville requires a right-of-way permit before delivery; ' +
    'expect a fee of about $25 to $75 and 24 to 72 hours to process. Jacksonville Beach, Neptune Beach and ' +
    'Atlantic Beach are separate cities with their own permit desks, so tell us which side of the ' +
    'Intracoastal you are on and we will point you to the right office.',
  regulations: [
    'Riverside-Avondale and Springfield are local historic districts: demolishing or removing exterior ' +
      'features of a contributing building needs a Certificate of Appropriateness before the work starts, ' +
      'even though the container itself does not.',
    'Keep the container off the sidewalk and out of the storm drain path; a swale placement on a city ' +
      'street still counts as the right-of-way.',
    'Many HOAs in Southside, Deerwood and Intracoastal West communities limit how many days a ' +
      'container may stand in a driveway; check your covenants before you book a long rental.',
    'During hurricane season (June 1 to November 30) keep the load below the top rail and be ready for ' +
      'an early pickup when a storm watch is issued; loose debris becomes projectiles in tropical-storm winds.',
    'After a storm the city collects curbside storm debris separately: keep that pile apart from your ' +
      'dumpster so neither crew refuses it.',
  ],
  faq: [
    {
      question: 'Do you deliver to the Jacksonville Beaches?',
      answer:
        'Yes. Jacksonville Beach, Neptune Beach and Atlantic Beach are a short drive from our Philips ' +
        'Highway yard, and orders placed before noon usually arrive the same day.',
    },
    {
      question: 'Can I put a dumpster on the street in front of my Riverside home?',
      answer:
        "Only with a City of Jacksonville right-of-way permit. Riverside's narrow streets and on-street " +
        'parking often make the driveway the easier choice, and a driveway placement needs no permit.',
    },
    {
      question: 'Will the truck damage my driveway?',
      answer:
        'We lay boards under the container rails to spread the load. Older Ortega and San Marco driveways ' +
        'with pavers or thin concrete benefit most; tell us when you book.',
    },
    {
      question: 'Which size do I need for a Jacksonville roof replacement?',
      answer:
        'A typical single-story ranch in Arlington or the Westside with one layer of shingles fits a ' +
        '20 yard. Two layers or a larger two-story home usually need a second container.',
    },
  ],
};
