/** The start of a file's name under media/: the home's name in lower-case words joined by hyphens, and what it is. */
export const fileStem = (name: string, what: string) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${what}`;

/** The start of the brochure's file name: "wealdhaven-house-brochure". */
export const brochureStem = (name: string) => fileStem(name, 'brochure');
