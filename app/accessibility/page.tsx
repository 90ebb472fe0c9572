import { copyMetadata } from '@/lib/metadata';
import { accessibilityStatement as statement } from '@/lib/content/trust';
import { PolicyPage } from '@/components/ui/policy-page';

export const metadata = copyMetadata(statement, '/accessibility');

export default function AccessibilityPage() {
  return <PolicyPage intro={statement.intro} reviewed={statement.reviewed} sections={statement.sections} />;
}
