// The real Service Areas menu, in its own chunk: the menu machinery of react-aria is the heaviest
// part of the header, so it loads when a visitor reaches for it (ServiceAreasMenuOnDemand.tsx).
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { LinkMenu } from '../../shared/ui/Menu.tsx';
import { ChevronDown } from './ChevronDown.tsx';
import { chevron, navLink } from './header.css.ts';
import { serviceAreaSections } from './service-area-sections.ts';

export interface ServiceAreasMenuProps {
  /** How the visitor opened it before the code arrived, if they did. */
  openedWith?: 'keyboard' | 'pointer' | undefined;
  /** Take the focus from the stand-in button it replaces. */
  takeFocus?: boolean;
}

export function ServiceAreasMenu({ openedWith, takeFocus = false }: ServiceAreasMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Whether the menu is open because the visitor asked before the code arrived: then the
  // program opened it, and says where the focus goes.
  const [openedEarly, setOpenedEarly] = useState(false);

  // Once, on arrival: the focus goes to this button first (the stand-in that had it is gone, and
  // a menu returns the focus on close to whatever had it on open), then the menu opens if asked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the stand-in saw counts
  useLayoutEffect(() => {
    if (takeFocus || openedWith) trigger.current?.focus();
    if (openedWith) {
      setOpenedEarly(true);
      setOpen(true);
    }
  }, []);

  return (
    <LinkMenu
      label="Service Areas"
      sections={serviceAreaSections()}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setOpenedEarly(false);
      }}
      {...(openedEarly ? { autoFocus: openedWith === 'keyboard' ? 'first' : true } : {})}
      trigger={
        <Button ref={trigger} className={navLink}>
          Service Areas
          <ChevronDown className={chevron} />
        </Button>
      }
    />
  );
}
