import type { ReactNode } from 'react';
import { getHome } from '@/lib/cms';
import { PhoneIcon } from './icons';
import { PhoneText } from './phone-text';

/**
 * A link that dials the home's number ("The home" in the CMS), with an optional lead-in ("Call") and the phone icon:
 * the one way every page offers to call.
 */
export async function CallLink({
  lead,
  className,
  icon = false,
}: {
  lead?: ReactNode;
  className?: string;
  icon?: boolean;
}) {
  const { phone } = await getHome();
  return (
    <a href={phone.href} className={className}>
      {icon ? <PhoneIcon /> : null}
      <PhoneText lead={lead} number={phone.display} />
    </a>
  );
}
