import { pageMetadata } from '@/lib/metadata';
import { accessibilityStatement as statement } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export const metadata = pageMetadata({
  title: statement.metaTitle,
  description: statement.intro.lead,
  path: '/accessibility',
});

export default function AccessibilityPage() {
  return <PolicyPage intro={statement.intro} reviewed={statement.reviewed} sections={statement.sections} />;
}
