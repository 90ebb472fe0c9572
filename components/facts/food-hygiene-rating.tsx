import Image from 'next/image';
import type { FoodHygieneFacts } from '@/lib/kit';
import { badgeFile } from '@/lib/badges';
import { foodCopy, foodRatingUrl, foodRatingsWebsite } from '@/lib/content/ratings';
import { ExternalLink } from '@/components/ui/external-link';
import styles from './food-hygiene-rating.module.css';

/** The kitchen's food hygiene rating: the site's own badge, the rating in words with its date, and where to check it. */
export function FoodHygieneRating({ food }: { food: FoodHygieneFacts }) {
  const copy = foodCopy(food);
  return (
    <div className={styles.card}>
      {/* The text beside it says all the badge says: empty alt text, so a screen reader says it once. */}
      <Image src={`/badges/${badgeFile.foodHygiene(food.rating)}`} width={240} height={120} alt="" />
      <div>
        <p className={styles.title}>Food hygiene rating</p>
        <p>{copy.statement}</p>
        <p>
          Look it up on the Food Standards Agency’s site,{' '}
          <ExternalLink href={foodRatingUrl(food)}>{foodRatingsWebsite.display}</ExternalLink>
        </p>
      </div>
    </div>
  );
}
