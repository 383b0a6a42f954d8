// The shared Select brings ListBox, Popover and the collection machinery: too heavy for the home
// page's entry chunk, so it loads lazily. The home page is prerendered, and a Suspense boundary
// in that HTML would be streamed with an inline script (React outlines boundaries over 500
// bytes), which the site's CSP and the prerender test forbid. So the server and the hydrating
// render draw a same-sized stand-in, and the real Select replaces it after mount.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { error as errorClass, field, label as labelClass, requiredMark } from '../../shared/ui/field.css.ts';
import type { SelectProps } from '../../shared/ui/Select.tsx';
import { chevron, trigger, value as valueClass } from '../../shared/ui/select.css.ts';

const Select = lazy(() =>
  import('../../shared/ui/Select.tsx').then((module) => ({ default: module.Select })),
);

function SelectStandIn({ label, options, value, placeholder, isRequired, errorMessage }: SelectProps) {
  const id = useId();
  const valueId = `${id}-value`;
  const chosen = options.find((option) => option.value === value)?.label;
  return (
    <div className={field}>
      <span id={id} className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </span>
      {/* Named by its label and its shown value, like react-aria's own trigger (WCAG 2.5.3). */}
      <button type="button" className={trigger} disabled aria-labelledby={`${id} ${valueId}`} data-loading="">
        <span id={valueId} className={valueClass} data-placeholder={chosen ? undefined : ''}>
          {chosen ?? placeholder}
        </span>
        <svg aria-hidden="true" className={chevron} width="16" height="16" viewBox="0 0 16 16">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {errorMessage ? <span className={errorClass}>{errorMessage}</span> : null}
    </div>
  );
}

export function DeferredSelect(props: SelectProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  const standIn = <SelectStandIn {...props} />;
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Select {...props} />
    </Suspense>
  );
}
