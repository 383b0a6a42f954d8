import { partnerProgram } from '@dumpster/domain';
import { container, eyebrow, lead, section, sectionTitle } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { ExternalLink } from '../../shared/ui/ExternalLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { actionsRow, partner, partnerNumber, partnerStat } from './home.css.ts';

export function CommunityPartnerSection() {
  return (
    <section className={section} style={{ paddingTop: 0 }} aria-labelledby="partner-title">
      <div className={container}>
        <div className={partner}>
          <div>
            <span className={eyebrow}>Community partner program</span>
            <h2 id="partner-title" className={sectionTitle}>
              Every rental supports a free mammogram
            </h2>
            <p className={lead}>
              We partner with {partnerProgram.charityName} to bring early breast-cancer screening to women in
              our community who could not otherwise afford it. One rental funds one mammogram, at no extra
              cost to you.
            </p>
            <div className={actionsRow}>
              <ButtonLink href="/#contact">Get Your Dumpster &amp; Give Back</ButtonLink>
              <ExternalLink href={partnerProgram.url}>Learn about {partnerProgram.charityName}</ExternalLink>
            </div>
          </div>
          <div className={partnerStat}>
            <Icon name="heart" size={36} />
            <p className={partnerNumber}>{partnerProgram.mammogramsFundedClaim}</p>
            <p>mammograms funded in {partnerProgram.years} years</p>
          </div>
        </div>
      </div>
    </section>
  );
}
