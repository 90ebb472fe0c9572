'use client';

import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { useFocusHandover } from '@/lib/use-focus-handover';
import { useHydrated } from '@/lib/use-hydrated';
import { menuText } from '@/lib/content/shared';
import { MenuIcon } from '@/components/ui/icons';
import { DialogClose, ModalDialog } from '@/components/ui/modal-dialog';
import { BOOKING_SELECTOR } from '@/components/booking/booking-trigger';
import { familyNavItems, navItems } from '@/lib/site';
import { NavLinks } from './nav-links';
import styles from './mobile-menu.module.css';

/** The header's destinations, then the rest of what a family must find from every page. */
const menuItems = [...navItems, ...familyNavItems];

/**
 * The narrow-screen menu: a slide-in sidebar in a native modal <dialog>, which gives the dimmed backdrop, Escape,
 * an inert page behind and focus kept inside. Without JavaScript the trigger is a link to the footer's navigation.
 */
export function MobileMenu({ footerNavId, children }: { footerNavId: string; children?: ReactNode }) {
  const hydrated = useHydrated();
  const { linkRef, toControl } = useFocusHandover(hydrated);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { open: openMenu, close: closeMenu, dialogProps, closeProps } = useModalDialog();

  // Choosing any link in the panel (a page, the phone) or the enquiry button closes the menu as it acts.
  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest(`a, ${BOOKING_SELECTOR}`)) closeMenu();
  }

  if (!hydrated) {
    return (
      <a ref={linkRef} href={`#${footerNavId}`} className={styles.trigger}>
        <MenuIcon />
        {menuText.open}
      </a>
    );
  }

  return (
    <>
      <button
        ref={(trigger) => {
          triggerRef.current = trigger;
          toControl(trigger);
        }}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={openMenu}
      >
        <MenuIcon />
        {menuText.open}
      </button>
      <ModalDialog
        {...dialogProps}
        className={styles.sheet}
        titleId="mobile-menu-title"
        onClose={() => triggerRef.current?.focus()}
      >
        <div className={styles.panel} onClick={onPanelClick}>
          <div className={styles.head}>
            {/* The dialog's name, not a heading: in the document it comes before each page's h1 (WCAG's G141). */}
            <p id="mobile-menu-title" className={styles.title}>
              {menuText.title}
            </p>
            <DialogClose {...closeProps} className={styles.close}>
              {menuText.close}
            </DialogClose>
          </div>
          <nav aria-label={menuText.navLabel}>
            <NavLinks items={menuItems} listClassName={styles.list} linkClassName={styles.link} />
          </nav>
          <div className={styles.extra}>{children}</div>
        </div>
      </ModalDialog>
    </>
  );
}
