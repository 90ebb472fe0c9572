import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark';

/**
 * Class names for anything that should look like a button: links, real buttons and islands' controls alike, so
 * the look is defined once in button.module.css.
 */
export function buttonClass(variant: ButtonVariant = 'primary', options: { block?: boolean } = {}): string {
  return [styles.button, styles[variant], options.block ? styles.block : undefined].filter(Boolean).join(' ');
}
