import type { ReactNode } from 'react';
import type { TextBlock } from '@/lib/rich-text';
import { TextBlocks } from '@/components/ui/rich-text';
import cards from './text-card.module.css';

/** One card of a list of cards (`cards.cards`): a heading, anything to show first, and the editors' running text. */
export function TextCard({
  title,
  blocks,
  children,
}: {
  title: string;
  blocks: TextBlock[];
  children?: ReactNode;
}) {
  return (
    <li className={cards.card}>
      <h3>{title}</h3>
      {children}
      <TextBlocks blocks={blocks} />
    </li>
  );
}

/** The editors' running text at a readable measure, its subheadings under a section's heading (h3); then `children`. */
export function Prose({ blocks, children }: { blocks: TextBlock[]; children?: ReactNode }) {
  return (
    <div className={cards.prose}>
      <TextBlocks blocks={blocks} headingLevel="h3" />
      {children}
    </div>
  );
}
