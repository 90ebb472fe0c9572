import { getContent } from '@/lib/cms';
import { introMetadata } from '@/lib/metadata';
import { reviewedText } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export async function generateMetadata() {
  return introMetadata((await getContent('reviewsPolicy')).intro, '/reviews-policy');
}

export default async function ReviewsPolicyPage() {
  const policy = await getContent('reviewsPolicy');
  return (
    <PolicyPage intro={policy.intro} reviewed={reviewedText(policy.reviewedOn)} sections={policy.sections} />
  );
}
