'use client';

import { PageIntro } from '@/components/ui/page-intro';
import { buttonClass } from '@/components/ui/button';

/**
 * The preview's answer when a draft cannot be shown (a field it needs is still empty, say): in the preview server
 * only, whose build alone reads files named *.preview.tsx (next.config.ts). The live site never renders a draft.
 */
export default function PreviewError({ reset }: { reset: () => void }) {
  return (
    <PageIntro
      eyebrow="Preview"
      title="This draft cannot be shown yet"
      lead="Something the page needs is missing from the draft, or is something the site would refuse. Fill in every field and Save: Publish names any field that is still wrong."
      actions={
        <button type="button" className={buttonClass('primary')} onClick={reset}>
          Show the page again
        </button>
      }
    />
  );
}
