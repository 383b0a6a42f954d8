import { business } from '@dumpster/domain';
import { logoMark, logoName, logoTagline, logoText } from './header.css.ts';

/** The brand mark: a roll-off container in safety orange on navy. Decorative; the name is text. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <>
      <svg
        className={logoMark}
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="9" fill={tone === 'light' ? '#1d4173' : '#0b2545'} />
        <path d="M7 14h26l-3 15H10z" fill="#f7892b" />
        <path d="M9 18h22M10 22.5h20" stroke="#0b2545" strokeWidth="1.6" opacity="0.45" />
        <circle cx="13" cy="31" r="2.6" fill="#ffffff" />
        <circle cx="27" cy="31" r="2.6" fill="#ffffff" />
        <path d="M6 12.5h28" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={logoText}>
        <span className={logoName} data-tone={tone}>
          {business.shortName}
        </span>
        <span className={logoTagline} data-tone={tone}>
          Dumpster Rental &amp; Demolition
        </span>
      </span>
    </>
  );
}
