import { ChevronDown } from './ChevronDown.tsx';
import { navLink } from './header.css.ts';

/** Shown for the instant before the menu's chunk arrives; same look, same name. */
export function ServiceAreasMenuFallback() {
  return (
    <button type="button" className={navLink} aria-haspopup="menu" aria-expanded="false" data-pending="">
      Service Areas
      <ChevronDown />
    </button>
  );
}
