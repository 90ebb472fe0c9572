import { getContent, REVIEWS_SHOWN } from '@/lib/cms';
import { copyMetadata } from '@/lib/metadata';
import { reviewsPolicy, reviewsPolicySections } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export const metadata = copyMetadata(reviewsPolicy, '/reviews-policy');

export default async function ReviewsPolicyPage() {
  const { reviews } = await getContent('facts');
  return (
    <PolicyPage
      intro={reviewsPolicy.intro}
      reviewed={reviewsPolicy.reviewed}
      sections={reviewsPolicySections(reviews, REVIEWS_SHOWN)}
    />
  );
}
