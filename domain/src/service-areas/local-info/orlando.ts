import type { LocalInfo } from './local-info-shape.ts';

export const orlandoLocalInfo: LocalInfo = {
  intro:
    'Orlando grows fast, and its debris grows with it. We deliver roll-off dumpsters to brick-street homes ' +
    'around Lake Eola, remodels in College Park and Baldwin Park, and job sites across Lake Nona and ' +
    'MetroWest. Our trucks run the I-4 and SR 408 corridors daily, so same-day delivery is routine for ' +
    'orders placed before noon.',
  neighborhoods: [
    'Downtown Orlando',
    'Thornton Park',
    'College Park',
    'Baldwin Park',
    'Audubon Park',
    'Delaney Park',
    'Lake Nona',
    'MetroWest',
    'Conway',
    'Dr. Phillips',
    'Winter Park',
  ],
  landmarks: [
    'Lake Eola Park',
    'Kia Center',
    'Camping World Stadium',
    'Dr. Phillips Center for the Performing Arts',
    'International Drive',
    'Orlando International Airport',
  ],
  permitInfo:
    'Placing a container on an Orlando street, sidewalk or brick road requires a right-of-way permit from ' +
    "the City of Orlando's Transportation Department; unincorporated areas such as Dr. Phillips and Conway " +
    'go through Orange County Public Works, and Winter Park issues its own. Budget about $25 to $75 and ' +
    '24 to 72 hours for approval. A container on your driveway or inside a fenced job site needs no permit.',
  regulations: [
    'Homes in the Lake Cherokee, Lake Copeland and Lake Lawsona historic districts need the Historic ' +
      "Preservation Board's approval before exterior demolition or a change to the facade.",
    "Orlando's historic brick streets crack under point loads: we use wide boards under the rails, and " +
      'a street placement there is rarely approved.',
    'Baldwin Park and Lake Nona are governed by strict HOAs that often set where a container may stand ' +
      'and for how long: read the rules, or ask the HOA office, before you book.',
    'Central Florida sees strong summer storms and hurricanes from June through November: keep the ' +
      'door chained shut and the load level so wind cannot lift light debris out.',
  ],
  faq: [
    {
      question: 'Do you deliver near the theme parks and International Drive?',
      answer:
        'Yes. We serve commercial renovations along International Drive and in the Lake Buena Vista area; ' +
        'many hotel sites need the container placed at a set time, so mention access rules when you book.',
    },
    {
      question: 'My street is brick. Can the dumpster go there?',
      answer:
        'The city protects its brick streets, so we recommend your driveway. If the street is the only ' +
        'option, apply for the City of Orlando right-of-way permit first.',
    },
    {
      question: 'How quickly can you swap a full container on a construction site?',
      answer:
        'Call before noon and we usually swap the same day anywhere in Orlando and the rest of Orange ' +
        'County, so your crew keeps working.',
    },
  ],
};
