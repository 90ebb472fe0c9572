import { getContent } from '@/lib/cms';
import { introMetadata } from '@/lib/metadata';
import { reviewedText } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export async function generateMetadata() {
  return introMetadata((await getContent('accessibilityStatement')).intro, '/accessibility');
}

export default async function AccessibilityPage() {
  const statement = await getContent('accessibilityStatement');
  return (
    <PolicyPage
      intro={statement.intro}
      reviewed={reviewedText(statement.reviewedOn)}
      sections={statement.sections}
    />
  );
}
