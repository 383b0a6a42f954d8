import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { label as labelClass, requiredMark } from './field.css.ts';

/**
 * A field's visible label, with the red asterisk of a required field. The asterisk is hidden
 * from screen readers: the field itself is announced as required.
 */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={labelClass}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}
