import type { TeamMember } from '@/lib/content-types';
import { contentPages } from '@/lib/content/pages';
import { withContactLinks } from '@/lib/rich-text';
import { Picture } from '@/components/ui/picture';
import { RunningText } from '@/components/ui/rich-text';
import styles from './team-card.module.css';

/** One member of staff: portrait (or a neutral placeholder), name, role and a few words. */
export function TeamCard({ member, eager = false }: { member: TeamMember; eager?: boolean }) {
  const { image } = member;
  return (
    <article className={styles.card}>
      <div className={styles.portrait}>
        {image ? (
          <Picture
            image={image}
            sizes="(max-width: 640px) 104px, (max-width: 1024px) 45vw, 380px"
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <svg viewBox="0 0 120 120" role="img" aria-label={contentPages.team.noPhoto(member.name)}>
            <rect width="120" height="120" className={styles.placeholderBackground} />
            <circle cx="60" cy="48" r="20" className={styles.placeholderFigure} />
            <path d="M24 112c4-24 18-36 36-36s32 12 36 36Z" className={styles.placeholderFigure} />
          </svg>
        )}
      </div>
      <div className={styles.heading}>
        <h3 className={styles.name}>{member.name}</h3>
        {member.role ? <p className={styles.role}>{member.role}</p> : null}
      </div>
      {member.description ? (
        <p className={styles.text}>
          {/* Typed in the CMS: a phone number or e-mail address in it can be tapped like any other on the site. */}
          <RunningText value={withContactLinks(member.description)} />
        </p>
      ) : null}
    </article>
  );
}
