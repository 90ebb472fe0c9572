import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { reviewedText } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export const generateMetadata = pageWordsMetadata('reviewsPolicy', '/reviews-policy');

export default async function ReviewsPolicyPage() {
  const policy = await getContent('reviewsPolicy');
  return (
    <PolicyPage intro={policy.intro} reviewed={reviewedText(policy.reviewedOn)} sections={policy.sections} />
  );
}
