// The contact page's structure: its headings and the map's words. Its own words (finding the home, getting there) are
// the editors' ("Words of the Contact page" in the CMS); the address, phone and e-mail are "The home"'s.

/** Who draws the map, which is named wherever a visitor chooses whether to show it. */
const MAP_PROVIDER = 'OpenStreetMap';

export const contact = {
  detailsTitle: 'Address and contact details',
  locationTitle: 'Finding us',
  transportTitle: 'Getting here',
  visitingLink: 'Visiting and a typical day',
  map: {
    title: 'Map',
    notice: `The map is provided by ${MAP_PROVIDER}. Showing it connects your browser to their servers, which can see your IP address.`,
    showText: 'Show the map',
    openText: `Open the map on ${MAP_PROVIDER}`,
    frameTitle: (name: string) => `Map showing the location of ${name}`,
    directionsText: 'Get directions',
  },
} as const;
