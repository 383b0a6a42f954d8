// Loaded lazily by the header: the menu machinery of react-aria is the heaviest part of it.
import { Button } from 'react-aria-components/Button';
import { LinkMenu } from '../../shared/ui/Menu.tsx';
import { ChevronDown } from './ChevronDown.tsx';
import { chevron, navLink } from './header.css.ts';
import { serviceAreaSections } from './service-area-sections.ts';

export function ServiceAreasMenu() {
  return (
    <LinkMenu
      label="Service Areas"
      sections={serviceAreaSections()}
      trigger={
        <Button className={navLink}>
          Service Areas
          <ChevronDown className={chevron} />
        </Button>
      }
    />
  );
}
