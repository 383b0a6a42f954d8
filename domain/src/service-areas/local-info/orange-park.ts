import type { LocalInfo } from './local-info-shape.ts';

export const orangeParkLocalInfo: LocalInfo = {
  intro:
    'Orange Park is a small town with a big footprint: the Town of Orange Park itself sits on the St. Johns ' +
    'River, while most of the homes with an Orange Park address are in unincorporated Clay County, from ' +
    'Fleming Island to Oakleaf. We are about 25 minutes from our Jacksonville yard over the Buckman Bridge or ' +
    'down US 17, which makes same-day delivery easy.',
  neighborhoods: [
    'Town of Orange Park',
    'Fleming Island',
    'Eagle Harbor',
    'Oakleaf Plantation',
    'Doctors Inlet',
    'Lakeside',
    'Bellair-Meadowbrook Terrace',
    'Pace Island',
  ],
  landmarks: [
    'Orange Park Mall',
    'Clarke House Park',
    'Doctors Lake',
    'Moosehaven on the St. Johns River',
    'Naval Air Station Jacksonville',
    'Buckman Bridge',
  ],
  permitInfo:
    'Which office issues a street permit depends on where you really are. Inside town limits, ask the Town ' +
    'of Orange Park; in Fleming Island, Lakeside and most of Oakleaf, Clay County Public Works handles ' +
    'right-of-way use. US 17 (Park Avenue) is a state road, and we never place a container there. County ' +
    'and town permits run about $25 to $75 and take 24 to 72 hours. A driveway placement needs no permit.',
  regulations: [
    'Eagle Harbor, Fleming Island Plantation and Oakleaf Plantation HOAs commonly require notice before a ' +
      'container arrives and limit it to the driveway for a set number of days.',
    'Clay County collects bagged yard waste at the curb on its own schedule; keeping limbs and palm ' +
      'fronds out of the container leaves the room and the weight allowance for the debris you are paying to haul.',
    'Homes along Doctors Lake, Black Creek and the river flooded during Hurricane Irma in 2017; in a storm ' +
      'watch, call us for an early pickup rather than leaving a container in a low driveway.',
    'Keep the container at least a few feet from the road edge on narrow town streets so school buses ' +
      'and garbage trucks can pass.',
  ],
  faq: [
    {
      question: 'My address says Orange Park. Am I in the town or the county?',
      answer:
        'Most Orange Park addresses are in unincorporated Clay County. Check your property tax bill or ask ' +
        'us: we will tell you which office to call if you need a street permit.',
    },
    {
      question: 'Do you deliver to Fleming Island and Oakleaf?',
      answer:
        'Yes, both, along with Middleburg, Doctors Inlet and Green Cove Springs. Orders placed before noon ' +
        'usually arrive the same day.',
    },
    {
      question: 'Which dumpster fits a Fleming Island garage cleanout?',
      answer:
        'A two-car garage full of boxes, old furniture and shelving usually fits a 10 yard. If you are ' +
        'clearing the attic too, the 15 yard leaves room to spare.',
    },
  ],
};
