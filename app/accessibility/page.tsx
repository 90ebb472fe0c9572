import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { reviewedText } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export const generateMetadata = pageWordsMetadata('accessibilityStatement', '/accessibility');

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
