import { step, stepNumber, steps, stepText, stepTitle } from './sections.css.ts';

const defaultSteps = [
  {
    title: 'Choose your size',
    text: 'Pick a 10, 15 or 20 yard container, or let our size guide pick for you.',
  },
  {
    title: 'Pick your dates',
    text: 'Choose delivery and pickup. Seven days are included in the flat price.',
  },
  {
    title: 'We deliver',
    text: 'Same-day delivery for orders placed before noon, set exactly where you want it.',
  },
  {
    title: 'We haul it away',
    text: 'Call or book the pickup; we take the load to recyclers and the landfill.',
  },
] as const;

/** The four steps of a rental, for pages that explain the service. */
export function HowItWorks({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className={steps}>
      {defaultSteps.map((item, index) => (
        <li key={item.title} className={step}>
          <span className={stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <Heading className={stepTitle}>{item.title}</Heading>
          <p className={stepText}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
