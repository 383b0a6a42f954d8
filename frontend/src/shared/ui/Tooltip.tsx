import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components/Tooltip';
import { arrow, tooltip } from './tooltip.css.ts';

/** Spec section 9: a tooltip opens after 700 ms of hover; 300 ms for the skip delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

export interface TooltipProps {
  /** A focusable react-aria element (Button, Link) that the tooltip describes. */
  children: ReactNode;
  content: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

export function Tooltip({ children, content, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS}>
      {children}
      <AriaTooltip className={tooltip} placement={placement} offset={8}>
        <OverlayArrow className={arrow}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
