// Heavy (collections, overlays, typeahead): load it only where and when a page needs it.
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Header } from 'react-aria-components/Header';
import { Menu as AriaMenu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { useHref, useNavigate } from 'react-router-dom';
import { menu, menuPopover, section, sectionHeader } from './menu.css.ts';
import { option } from './popover.css.ts';

export interface MenuLinkItem {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

export interface MenuLinkSection {
  readonly title: string;
  readonly items: readonly MenuLinkItem[];
}

export interface LinkMenuProps {
  /** The trigger: a react-aria Button (it receives the menu's aria attributes and press handler). */
  trigger: ReactNode;
  /** Accessible name of the menu itself. */
  label: string;
  sections: readonly MenuLinkSection[];
  onAction?: () => void;
  /** Controlled open state, for a menu opened by the program (e.g. once its code arrived). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Where focus goes when the program opens it: the first item (keyboard) or the menu. */
  autoFocus?: boolean | 'first';
}

/**
 * A menu of links in titled sections: arrow keys move, type-ahead jumps, Enter follows the
 * link, Escape closes and returns focus to the trigger. The list scrolls past 24rem. Its items
 * navigate with the app's router.
 */
export function LinkMenu({
  trigger,
  label,
  sections,
  onAction,
  isOpen,
  onOpenChange,
  autoFocus,
}: LinkMenuProps) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <MenuTrigger {...(isOpen !== undefined ? { isOpen } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
        {trigger}
        <Popover className={menuPopover} placement="bottom start">
          <AriaMenu
            aria-label={label}
            className={menu}
            {...(onAction ? { onAction } : {})}
            {...(autoFocus !== undefined ? { autoFocus } : {})}
          >
            {sections.map((group) => (
              <MenuSection key={group.title} id={group.title} className={section}>
                <Header className={sectionHeader}>{group.title}</Header>
                {group.items.map((entry) => (
                  <MenuItem key={entry.id} id={entry.id} href={entry.href} className={option}>
                    {entry.label}
                  </MenuItem>
                ))}
              </MenuSection>
            ))}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
    </AriaRouterProvider>
  );
}
