// The accordion, in plain HTML (the WAI-ARIA accordion pattern): a heading holds a button that
// says whether its panel is expanded. It is on the home, sizes and city pages, so it carries no
// react-aria code (docs/decisions/0047). Closed answers stay in the HTML, so search engines and
// the browser's find-in-page read them.
import { type ReactNode, useId, useState } from 'react';
import { group, heading, icon, item, panel, panelInner, trigger } from './accordion.css.ts';

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface DisclosureGroupProps {
  items: readonly AccordionItem[];
  /** Level of the heading around each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One item open at a time, and an open item closes again when its trigger is pressed (spec
 * section 4).
 */
export function DisclosureGroup({ items, headingLevel = 3, className }: DisclosureGroupProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={[group, className ?? ''].join(' ').trim()}>
      {items.map((entry) => {
        const isOpen = openId === entry.id;
        const panelId = `${baseId}${entry.id}-panel`;
        return (
          <div key={entry.id} className={item} data-expanded={isOpen || undefined}>
            <Heading className={heading}>
              <button
                type="button"
                className={trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : entry.id)}
              >
                <span>{entry.title}</span>
                <svg aria-hidden="true" className={icon} width="20" height="20" viewBox="0 0 20 20">
                  <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} className={panel} hidden={!isOpen}>
              <div className={panelInner}>{entry.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
