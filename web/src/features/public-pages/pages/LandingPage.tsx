import { RENDERED_PAGES } from '@lar/contracts/page-routes';
import { IconArmchair, IconBarbell, IconBed, IconHomeHeart, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid, type CardItem, TitledSection } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HeroIllustration } from '../components/HeroIllustration.tsx';
import landing from './LandingPage.module.css';

const FEATURES: CardItem[] = [
  { id: 'studio', Icon: IconArmchair },
  { id: 'oneBedroom', Icon: IconBed },
  { id: 'twoBedroom', Icon: IconHomeHeart },
  { id: 'amenities', Icon: IconBarbell },
];

/** Fictional partner names, shown as wordmarks. */
const PARTNERS = [
  'Harborview Housing',
  'Commonwealth Homes',
  'Riverside Communities',
  'Back Bay Residences',
  'Mystic Valley Living',
];

const TESTIMONIALS = ['t1', 't2', 't3'] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  return (
    <>
      <section className={landing.hero} aria-labelledby="hero-title">
        <div className={landing.heroInner}>
          <div className={landing.heroText}>
            <p className={landing.eyebrow}>{t('landing.hero.eyebrow')}</p>
            <h1 id="hero-title" className={landing.heroTitle}>
              {t('landing.hero.title')}
            </h1>
            <p className={landing.heroSubtitle}>{t('landing.hero.subtitle')}</p>
            {/* A visit is requested from a listing's page, so both lead to the search. */}
            <div className={landing.heroActions}>
              <Link to={RENDERED_PAGES.search.path} className={`lar-filled ${landing.primaryButton}`}>
                {t('landing.hero.search')}
              </Link>
              <Link to={RENDERED_PAGES.search.path} className={landing.secondaryButton}>
                {t('landing.hero.visit')}
              </Link>
            </div>
          </div>
          <HeroIllustration className={landing.heroArt} />
        </div>
      </section>

      <TitledSection prefix="landing.features" className={styles.page} titleClassName={landing.sectionTitle}>
        <p className={landing.sectionSubtitle}>{t('landing.features.subtitle')}</p>
        <CardGrid prefix="landing.features" items={FEATURES} className={landing.features} />
      </TitledSection>

      <TitledSection
        prefix="landing.trusted"
        className={landing.trusted}
        titleClassName={landing.trustedTitle}
      >
        <ul className={landing.partners}>
          {PARTNERS.map((name) => (
            <li key={name} className={landing.partner}>
              {name}
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        prefix="landing.testimonials"
        className={styles.page}
        titleClassName={landing.sectionTitle}
      >
        <ul className={landing.testimonials}>
          {TESTIMONIALS.map((id) => (
            <li key={id} className={landing.testimonial}>
              <figure className={landing.figure}>
                <p className={landing.stars} role="img" aria-label={t('landing.testimonials.rating')}>
                  {[1, 2, 3, 4, 5].map((star) => (
                    <IconStarFilled key={star} size={18} aria-hidden />
                  ))}
                </p>
                <blockquote className={landing.quote}>{t(`landing.testimonials.${id}.quote`)}</blockquote>
                <figcaption className={landing.caption}>
                  <strong>{t(`landing.testimonials.${id}.name`)}</strong>
                  <span>{t(`landing.testimonials.${id}.detail`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection prefix="landing.cta" className={landing.cta} titleClassName={landing.ctaTitle}>
        <p className={landing.ctaText}>{t('landing.cta.text')}</p>
        <Link to="/contact" className={landing.ctaButton}>
          {t('landing.cta.button')}
        </Link>
      </TitledSection>
    </>
  );
}
