import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { DisclosureGroup as AriaDisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
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
 * The accordion: one item open at a time, and an open item closes again when its trigger is
 * pressed (spec section 4).
 */
export function DisclosureGroup({ items, headingLevel = 3, className }: DisclosureGroupProps) {
  return (
    <AriaDisclosureGroup className={[group, className ?? ''].join(' ').trim()}>
      {items.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} className={item}>
          <Heading level={headingLevel} className={heading}>
            <Button slot="trigger" className={trigger}>
              <span>{entry.title}</span>
              <svg aria-hidden="true" className={icon} width="20" height="20" viewBox="0 0 20 20">
                <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={panel}>
            <div className={panelInner}>{entry.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </AriaDisclosureGroup>
  );
}
