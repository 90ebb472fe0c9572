import type { ReviewFacts } from '@/lib/kit';
import type { TextBlock } from '@/lib/rich-text';
import { formatDate } from '@/lib/dates';

// The pages that say how the site itself behaves (the reviews policy, the accessibility statement) and the legal
// notices: their words are the editors' (lib/content-types/pages.ts); here are the structure and the helpers.

/** A section of a policy page: its heading, and its running text. */
export type PolicySection = { id: string; title: string; blocks: readonly TextBlock[] };

/** The words of the link to the reviews policy, beside the reviews. */
export const reviewsPolicyLinkText = 'How we choose and check reviews';

/** The review site's own name, from its address: "carehome.co.uk". */
export const reviewSiteName = (facts: Pick<ReviewFacts, 'listingUrl'>) =>
  new URL(facts.listingUrl).hostname.replace(/^www\./, '');

/** When a policy was last checked against the site: "Last reviewed 26 November 2026". */
export const reviewedText = (day: string) => `Last reviewed ${formatDate(day)}`;

/** When a notice last changed: "Last updated November 2026". */
export const updatedText = (day: string) =>
  `Last updated ${new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))}`;

/** The labels of the legal notices' tabs, read by screen readers. */
export const legalTabsLabels = {
  privacy: 'Privacy policy sections',
  terms: 'Terms and conditions sections',
  about: 'About our home',
} as const;
