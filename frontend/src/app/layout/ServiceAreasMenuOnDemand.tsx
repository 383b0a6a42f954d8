// The header's Service Areas menu, loaded on intent. Every page is prerendered and most visits
// never open this menu, so its react-aria chunk (collections, overlays, focus scopes: about a
// third of the JavaScript a page would otherwise load) is fetched when a visitor points at,
// focuses or presses the button — not during hydration (docs/decisions/0047). Until then a plain
// button of the same look and name stands in; a press on it is remembered and the real menu
// opens as soon as it arrives, with focus where a keyboard user expects it.
import { type ComponentType, type KeyboardEvent, useRef, useState } from 'react';
import { ChevronDown } from './ChevronDown.tsx';
import { chevron, navLink } from './header.css.ts';
import type { ServiceAreasMenuProps } from './ServiceAreasMenu.tsx';

type Opened = ServiceAreasMenuProps['openedWith'];

let menuModule: Promise<ComponentType<ServiceAreasMenuProps>> | undefined;

/** Starts (once) the download of the menu's chunk. */
export function loadServiceAreasMenu(): Promise<ComponentType<ServiceAreasMenuProps>> {
  menuModule ??= import('./ServiceAreasMenu.tsx').then((module) => module.ServiceAreasMenu);
  return menuModule;
}

const openKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function ServiceAreasMenuOnDemand() {
  const [Menu, setMenu] = useState<ComponentType<ServiceAreasMenuProps> | null>(null);
  const [opened, setOpened] = useState<Opened>(undefined);
  const [hadFocus, setHadFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);

  function load() {
    void loadServiceAreasMenu().then((component) => {
      setHadFocus(document.activeElement === standIn.current);
      setMenu(() => component);
    });
  }

  function open(how: NonNullable<Opened>) {
    setOpened((current) => current ?? how);
    load();
  }

  if (Menu) return <Menu openedWith={opened} takeFocus={hadFocus} />;

  return (
    <button
      ref={standIn}
      type="button"
      className={navLink}
      aria-haspopup="menu"
      aria-expanded="false"
      data-pending=""
      onPointerEnter={load}
      onFocus={load}
      // A mouse opens on press, as react-aria's trigger does; a touch or a screen reader's
      // activation arrives as the click.
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') open('pointer');
      }}
      onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (!openKeys.has(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      Service Areas
      <ChevronDown className={chevron} />
    </button>
  );
}
