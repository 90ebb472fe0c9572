import { site } from '@/lib/site';

export const contact = {
  detailsTitle: 'Address and contact details',
  locationTitle: 'Finding us',
  location: [
    `${site.name} stands on the edge of the village of ${site.address.locality}, in open countryside a few miles from ${site.address.town}. The house is at the end of ${site.address.street}, with its own car park, level paths and step-free entrances.`,
  ],
  transport: {
    title: 'Getting here',
    points: [
      'By car: follow the signs for the village and turn into Orchard Lane by the church. Parking is free, with spaces beside the front door for visitors with limited mobility.',
      `By train: the nearest station is at ${site.address.town}. A taxi from the station takes about fifteen minutes; we are glad to help arrange one.`,
      'By bus: the village bus stops outside the church, a short, level walk from our gate.',
    ],
  },
  hours:
    'Visitors are welcome every day. We ask only that you avoid mealtimes unless you are joining us for one.',
  map: {
    title: 'Map',
    notice: `The map is provided by ${site.map.provider}. Showing it connects your browser to their servers, which can see your IP address.`,
    showText: 'Show the map',
    openText: `Open the map on ${site.map.provider}`,
    frameTitle: `Map showing the location of ${site.name}`,
    directionsText: 'Get directions',
  },
} as const;
