import { type ButtonSize, type ButtonVariant, buttonSize, buttonVariant, fullWidth } from './button.css.ts';

/** The classes of the house button, for a <button>, a react-aria Button or a link that looks like one. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  isFullWidth = false,
  extra?: string,
): string {
  return [buttonVariant[variant], buttonSize[size], isFullWidth ? fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}
