import type { ReactNode } from 'react';
import type { TextBlock } from '@/lib/content/rich-text';
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
