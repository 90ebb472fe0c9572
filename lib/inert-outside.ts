/**
 * Makes everything in <body> except `keep` inert (unfocusable, unclickable, hidden from assistive technology), for
 * a modal that does not trap focus itself. Returns a function that restores what it changed.
 */
export function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child.contains(keep) || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
