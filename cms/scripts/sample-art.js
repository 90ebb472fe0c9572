// The sample files of the embedded CMS, made by this project: pictures drawn as SVG (Weald landscapes with oast houses,
// gardens, rooms and illustrated portraits), plainly illustrations, so that nobody mistakes them for the home's real
// photographs, and a sample contract as a PDF. Every picture is deterministic: the same index always gives the same
// picture. The declared samples (lib/content-types) name them; the seed uploads them.
const PDFDocument = require('pdfkit');
const sharp = require('sharp');

/** A small seeded random number generator (mulberry32). */
function random(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const between = (rand, low, high) => low + rand() * (high - low);

const SKIES = {
  morning: ['#bcd7e6', '#f3e3c3', '#fbeed2'],
  day: ['#8fbcd8', '#cfe4ee', '#eef5f4'],
  evening: ['#7d8fb3', '#e9b48a', '#f6d7a8'],
  overcast: ['#b9c4c6', '#dfe4e0', '#eef0ea'],
};
const GREENS = [
  ['#9db77f', '#7f9f63', '#5f824c', '#46683a'],
  ['#b4c58d', '#93ad70', '#6e8f55', '#4f7040'],
  ['#a7bf92', '#86a673', '#62875a', '#3f6445'],
];
const FLOWERS = ['#e6a4b4', '#f2d16b', '#c98bd1', '#f4f1e8', '#e9866c', '#9bb7e0', '#d9607a'];

function hillPath(rand, width, height, baseY, amplitude) {
  const points = [];
  const steps = 6;
  for (let i = 0; i <= steps; i += 1) {
    points.push([
      (width / steps) * i,
      baseY + Math.sin(i * between(rand, 0.7, 1.3) + rand() * 3) * amplitude,
    ]);
  }
  let d = `M0 ${height} L0 ${points[0][1].toFixed(1)}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const mx = (x0 + x1) / 2;
    d += ` C${mx.toFixed(1)} ${y0.toFixed(1)} ${mx.toFixed(1)} ${y1.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
  }
  return `${d} L${width} ${height} Z`;
}

function oastHouse(x, y, scale, colours) {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-60" y="0" width="120" height="120" fill="${colours.brick}"/>
    <path d="M-66 0 L0 -150 L66 0 Z" fill="${colours.roof}"/>
    <path d="M-12 -150 h24 l4 -34 l-22 -10 l-12 12 Z" fill="#f4f0e6"/>
    <path d="M16 -182 l18 10 l-16 12" fill="none" stroke="#f4f0e6" stroke-width="6"/>
    <path d="M60 40 L140 -30 L220 40 V120 H60 Z" fill="${colours.barn}"/>
    <rect x="125" y="70" width="30" height="50" fill="#5b4a3a"/>
    <rect x="-15" y="45" width="30" height="36" fill="#f6e7b8" opacity="0.9"/>
  </g>`;
}

function tree(rand, x, y, size, greens) {
  const crowns = Array.from({ length: 4 }, () => {
    const cx = x + between(rand, -0.5, 0.5) * size;
    const cy = y - size * between(rand, 0.9, 1.5);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size * between(rand, 0.45, 0.7)).toFixed(1)}" fill="${pick(rand, greens)}"/>`;
  });
  return `<rect x="${(x - size * 0.08).toFixed(1)}" y="${(y - size * 0.9).toFixed(1)}" width="${(size * 0.16).toFixed(1)}" height="${(size * 0.9).toFixed(1)}" fill="#6b5544"/>${crowns.join('')}`;
}

function flowers(rand, width, top, bottom, count) {
  return Array.from({ length: count }, () => {
    const x = rand() * width;
    const y = between(rand, top, bottom);
    const r = between(rand, 4, 11) * (0.6 + (y - top) / (bottom - top));
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${pick(rand, FLOWERS)}"/>`;
  }).join('');
}

function landscape(rand, width, height, variant) {
  const time = pick(rand, Object.keys(SKIES));
  const [top, mid, low] = SKIES[time];
  const greens = pick(rand, GREENS);
  const sunY = height * between(rand, 0.15, 0.35);
  const hills = greens
    .map(
      (green, i) =>
        `<path d="${hillPath(rand, width, height, height * (0.45 + i * 0.1), height * (0.05 - i * 0.008))}" fill="${green}"/>`,
    )
    .join('');
  const oast =
    variant !== 'fields'
      ? oastHouse(width * between(rand, 0.25, 0.65), height * 0.6, (height / 900) * between(rand, 0.7, 1), {
          brick: pick(rand, ['#b5654a', '#a85a43', '#c0755a']),
          roof: pick(rand, ['#7a4a3a', '#6e3f33', '#845342']),
          barn: pick(rand, ['#d9cdb5', '#e3d6bd', '#cbbd9f']),
        })
      : '';
  const trees = Array.from({ length: 5 + Math.floor(rand() * 5) }, () =>
    tree(
      rand,
      rand() * width,
      height * between(rand, 0.62, 0.75),
      height * between(rand, 0.05, 0.1),
      greens.slice(1),
    ),
  ).join('');
  const meadow = variant === 'meadow' ? flowers(rand, width, height * 0.8, height, 160) : '';
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${(width * between(rand, 0.6, 0.9)).toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(height * 0.07).toFixed(1)}" fill="#fff4d6" opacity="0.85"/>
    ${hills}${trees}${oast}${meadow}`;
}

function garden(rand, width, height) {
  const greens = pick(rand, GREENS);
  const [top, mid] = SKIES[pick(rand, ['morning', 'day'])];
  const path = `M${width * 0.42} ${height} C${width * 0.46} ${height * 0.8} ${width * 0.52} ${height * 0.66} ${width * 0.5} ${height * 0.55} L${width * 0.56} ${height * 0.55} C${width * 0.6} ${height * 0.7} ${width * 0.66} ${height * 0.82} ${width * 0.72} ${height} Z`;
  const bench = `<g transform="translate(${width * 0.18} ${height * 0.68})">
      <rect x="0" y="0" width="${width * 0.16}" height="${height * 0.025}" fill="#8a6a4a"/>
      <rect x="0" y="${-height * 0.06}" width="${width * 0.16}" height="${height * 0.02}" fill="#8a6a4a"/>
      <rect x="${width * 0.01}" y="0" width="${width * 0.012}" height="${height * 0.06}" fill="#6b5040"/>
      <rect x="${width * 0.138}" y="0" width="${width * 0.012}" height="${height * 0.06}" fill="#6b5040"/>
    </g>`;
  return `<rect width="${width}" height="${height}" fill="${top}"/>
    <rect y="${height * 0.3}" width="${width}" height="${height * 0.3}" fill="${mid}"/>
    <rect y="${height * 0.38}" width="${width}" height="${height * 0.2}" fill="${greens[3]}"/>
    ${Array.from({ length: 8 }, (_, i) => tree(rand, (width / 7) * i, height * 0.45, height * 0.09, greens)).join('')}
    <rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="${greens[0]}"/>
    <path d="${path}" fill="#e2d3b5"/>
    ${flowers(rand, width * 0.4, height * 0.58, height * 0.95, 120)}
    <g transform="translate(${width * 0.74} 0)">${flowers(rand, width * 0.26, height * 0.58, height * 0.95, 90)}</g>
    ${bench}`;
}

function room(rand, width, height) {
  const wall = pick(rand, ['#efe3cf', '#e6ece0', '#f1e6dc', '#e9e1d3']);
  const floor = pick(rand, ['#b58d68', '#a47f5e', '#c29e78']);
  const chair = pick(rand, ['#7f9a82', '#b8735c', '#8796b5', '#c6a15b']);
  const rug = pick(rand, ['#c98f7a', '#9fb39a', '#d7b98a']);
  const wx = width * 0.52;
  const wy = height * 0.16;
  const ww = width * 0.34;
  const wh = height * 0.42;
  const view = `<svg x="${wx}" y="${wy}" width="${ww}" height="${wh}" viewBox="0 0 ${ww} ${wh}" preserveAspectRatio="none">${landscape(random(Math.floor(rand() * 1e9)), ww, wh, 'fields')}</svg>`;
  return `<rect width="${width}" height="${height}" fill="${wall}"/>
    <rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="${floor}"/>
    <rect x="${wx - 14}" y="${wy - 14}" width="${ww + 28}" height="${wh + 28}" fill="#fbf8f1"/>
    ${view}
    <rect x="${wx + ww / 2 - 5}" y="${wy}" width="10" height="${wh}" fill="#fbf8f1"/>
    <rect x="${wx}" y="${wy + wh / 2 - 5}" width="${ww}" height="10" fill="#fbf8f1"/>
    <rect x="${wx - 40}" y="${wy - 30}" width="34" height="${wh + 90}" fill="${rug}" opacity="0.85"/>
    <rect x="${wx + ww + 6}" y="${wy - 30}" width="34" height="${wh + 90}" fill="${rug}" opacity="0.85"/>
    <ellipse cx="${width * 0.42}" cy="${height * 0.88}" rx="${width * 0.3}" ry="${height * 0.06}" fill="${rug}"/>
    <g transform="translate(${width * 0.12} ${height * 0.5})">
      <rect x="0" y="0" width="${width * 0.24}" height="${height * 0.3}" rx="${width * 0.03}" fill="${chair}"/>
      <rect x="${-width * 0.03}" y="${height * 0.14}" width="${width * 0.06}" height="${height * 0.2}" rx="${width * 0.02}" fill="${chair}"/>
      <rect x="${width * 0.21}" y="${height * 0.14}" width="${width * 0.06}" height="${height * 0.2}" rx="${width * 0.02}" fill="${chair}"/>
      <rect x="${width * 0.02}" y="${height * 0.17}" width="${width * 0.2}" height="${height * 0.07}" rx="8" fill="#fbf8f1" opacity="0.35"/>
    </g>
    <g transform="translate(${width * 0.42} ${height * 0.62})">
      <ellipse cx="0" cy="0" rx="${width * 0.06}" ry="${height * 0.015}" fill="#6b5040"/>
      <rect x="-4" y="0" width="8" height="${height * 0.14}" fill="#6b5040"/>
      <rect x="${-width * 0.02}" y="${-height * 0.035}" width="${width * 0.022}" height="${height * 0.03}" rx="3" fill="#fbf8f1"/>
      <circle cx="${width * 0.025}" cy="${-height * 0.03}" r="${height * 0.02}" fill="${pick(rand, FLOWERS)}"/>
    </g>
    <rect x="${width * 0.14}" y="${height * 0.2}" width="${width * 0.16}" height="${height * 0.18}" fill="#8a6a4a"/>
    <rect x="${width * 0.155}" y="${height * 0.215}" width="${width * 0.13}" height="${height * 0.15}" fill="${pick(rand, GREENS)[1]}"/>`;
}

const GALLERY_SCENES = [
  { kind: 'landscape', variant: 'oast', alt: 'An oast house among rolling fields in the Kent countryside' },
  { kind: 'garden', alt: 'Flower borders and a garden bench beside the lawn path' },
  { kind: 'room', alt: 'A sitting room with an armchair by a window onto the fields' },
  { kind: 'landscape', variant: 'meadow', alt: 'A wildflower meadow below the house' },
  { kind: 'landscape', variant: 'fields', alt: 'Hedgerows and trees across the Weald' },
];
const SHAPES = [
  [1600, 1067],
  [1600, 1200],
  [1067, 1600],
  [1600, 900],
  [1400, 1400],
];

/** The picture for gallery item `index` (0-based): its SVG, size and a description for its alternative text. */
function galleryPicture(index) {
  const rand = random(1000 + index * 7919);
  const scene = GALLERY_SCENES[index % GALLERY_SCENES.length];
  const [width, height] = SHAPES[(index * 3 + Math.floor(index / 5)) % SHAPES.length];
  let body;
  if (scene.kind === 'garden') body = garden(rand, width, height);
  else if (scene.kind === 'room') body = room(rand, width, height);
  else body = landscape(rand, width, height, scene.variant);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return {
    svg,
    width,
    height,
    alt: `Illustration: ${scene.alt.charAt(0).toLowerCase()}${scene.alt.slice(1)}`,
  };
}

const SKIN = ['#f1d2b6', '#e3b48f', '#c98e66', '#a86f4c', '#7c4f35', '#f5dcc8'];
const HAIR = ['#3b2a20', '#6b4a32', '#a7784f', '#d9c3a0', '#cfcfcf', '#1e1a18', '#8c3a20'];
const CLOTHES = ['#3f5e4a', '#1f3a2e', '#8c3a20', '#5a6f91', '#7a5c8c', '#b0894a'];
const BACKDROPS = ['#eef3ec', '#f3ebdd', '#e8eef3', '#f4e6e0', '#ece8f2', '#eef0e2'];

/** An illustrated head-and-shoulders portrait for team member `index`, 800 px square. */
function portrait(index) {
  const rand = random(50000 + index * 104729);
  const size = 800;
  const skin = pick(rand, SKIN);
  const hair = pick(rand, HAIR);
  const style = Math.floor(rand() * 3);
  const hairShape = [
    `<path d="M270 330 C270 200 530 200 530 330 L530 300 C520 230 280 230 270 300 Z" fill="${hair}"/>`,
    `<path d="M255 360 C240 190 560 190 545 360 L545 470 C520 420 520 330 500 300 C420 260 380 260 300 300 C280 330 280 420 255 470 Z" fill="${hair}"/>`,
    `<circle cx="400" cy="270" r="140" fill="${hair}"/><circle cx="400" cy="175" r="55" fill="${hair}"/>`,
  ][style];
  const glasses =
    rand() > 0.6
      ? `<g fill="none" stroke="#2b2b2b" stroke-width="7"><circle cx="355" cy="345" r="30"/><circle cx="445" cy="345" r="30"/><path d="M385 345 h30"/></g>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${pick(rand, BACKDROPS)}"/>
    <circle cx="${between(rand, 120, 680)}" cy="${between(rand, 100, 300)}" r="${between(rand, 60, 140)}" fill="#ffffff" opacity="0.45"/>
    ${style === 2 ? hairShape : ''}
    <path d="M160 800 C170 600 290 540 400 540 C510 540 630 600 640 800 Z" fill="${pick(rand, CLOTHES)}"/>
    <rect x="360" y="440" width="80" height="120" rx="30" fill="${skin}"/>
    <path d="M340 540 L400 610 L460 540 Z" fill="#fbf8f1" opacity="0.9"/>
    <ellipse cx="400" cy="350" rx="118" ry="135" fill="${skin}"/>
    ${style !== 2 ? hairShape : ''}
    <circle cx="358" cy="348" r="9" fill="#2b2b2b"/><circle cx="442" cy="348" r="9" fill="#2b2b2b"/>
    <path d="M360 410 Q400 440 440 410" fill="none" stroke="#7a4a3a" stroke-width="8" stroke-linecap="round"/>
    ${glasses}
  </svg>`;
  return { svg, width: size, height: size };
}

/**
 * The sample contract, an A4 PDF in the house's words: the shape of a care home's contract, headed as a sample. A
 * real home uploads its own in "Fees and funding".
 */
function sampleContractPdf(fees, home) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 60,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-GB',
      displayTitle: true,
      info: {
        Title: `${home}: residential care contract (sample)`,
        Author: home,
        CreationDate: new Date('2025-10-01T00:00:00Z'),
      },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const heading = (words, size) =>
      doc.font('Helvetica-Bold').fontSize(size).text(words, { paragraphGap: 10 });
    const body = (words) => doc.font('Helvetica').fontSize(12).text(words, { paragraphGap: 8, lineGap: 3 });
    heading(home, 22);
    heading('Residential care contract', 16);
    body('A sample contract for a fictional home, made for the website’s sample content.');
    const sections = [
      [
        '1. The parties',
        `This contract is between ${home} and the resident, and the person paying the fees where that is someone else.`,
      ],
      [
        '2. Fees',
        `The weekly fee includes every charge that is not optional. ${fees.stays.map((stay) => (stay.priceFrom == null ? `${stay.kind}: by room, as the fees page states.` : `${stay.kind}: from £${stay.priceFrom.toLocaleString('en-GB')} a ${stay.per}.`)).join(' ')}`,
      ],
      [
        '3. What the fee covers',
        'Accommodation, personal care, meals and drinks, laundry, activities and the home’s services, as listed on our website.',
      ],
      [
        '4. Extras',
        'Optional services are charged only when the resident asks for them, at the prices in the schedule we give you.',
      ],
      [
        '5. Deposit',
        'A deposit of £1,500 is returned in full within 14 days of the final account being settled.',
      ],
      [
        '6. Trial period',
        'The first four weeks are a trial; either side may end the contract with seven days’ notice.',
      ],
      [
        '7. Fee reviews',
        'Fees are reviewed each April, with at least 28 days’ written notice of any change.',
      ],
      [
        '8. Ending the contract',
        'The resident may end it with 28 days’ notice. The home may end it only for the reasons given here, after consultation, with 28 days’ notice.',
      ],
      [
        '9. Absence and death',
        'The room is kept during a hospital stay. Fees stop three days after a resident dies.',
      ],
      [
        '10. Complaints',
        'Complaints are answered by the registered manager, and may be taken to the Local Government and Social Care Ombudsman.',
      ],
    ];
    for (const [title, words] of sections) {
      doc.moveDown(0.5);
      heading(title, 13);
      body(words);
    }
    doc.end();
  });
}

/**
 * A sample's file ({ $file } in a declared sample, lib/kit/define.ts) as bytes, with its type and description. The
 * contract states the fees of the sample `entry` it is a file of.
 */
/**
 * The sample home's mark: an oast house in a roundel, in the site's forest green on a cream disc, as a PNG (an SVG,
 * which can carry script, is not taken into the media library).
 */
function sampleLogo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 48 48">
    <circle cx="24" cy="24" r="23.5" fill="#fbf8f1"/>
    <circle cx="24" cy="24" r="22.5" fill="none" stroke="#1f3a2e" stroke-width="2"/>
    <circle cx="24" cy="24" r="19" fill="#e7c873" fill-opacity="0.35"/>
    <path d="M13 24 19 11h4l6 13Z" fill="#1f3a2e"/>
    <path d="M19 11h4l.6-4.2-3.4-1.3-1.9 2.3Z" fill="#1f3a2e"/>
    <path d="M23.6 6.8 26 8.3l-2.6 2" fill="none" stroke="#1f3a2e" stroke-width="1.4"/>
    <rect x="14" y="24" width="14" height="11" fill="#1f3a2e"/>
    <path d="M27 27.5 33 22l6 5.5V35H27Z" fill="#1f3a2e"/>
    <rect x="31.5" y="29.5" width="3" height="5.5" rx="0.6" fill="#e7c873"/>
    <rect x="19.5" y="27.5" width="3" height="3.5" rx="0.6" fill="#e7c873"/>
    <path d="M5.5 35.5c6-2.2 12-2.6 18.5-1.4 6.8 1.2 12.5.8 18.5-1.1" fill="none" stroke="#1f3a2e" stroke-width="2"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * A sample's file: its bytes, MIME type and alternative text. `entry` is the entry it is for; `home` the name of the
 * home it is made for ("The home" as the CMS has it), which the sample contract names.
 */
async function sampleFile({ art, index = 0, alternativeText }, entry, { home = 'The home' } = {}) {
  const jpeg = (svg) => sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  if (art === 'gallery') {
    const picture = galleryPicture(index);
    return {
      bytes: await jpeg(picture.svg),
      mime: 'image/jpeg',
      alternativeText: alternativeText ?? picture.alt,
    };
  }
  if (art === 'portrait')
    return { bytes: await jpeg(portrait(index).svg), mime: 'image/jpeg', alternativeText };
  if (art === 'contract')
    return { bytes: await sampleContractPdf(entry, home), mime: 'application/pdf', alternativeText };
  if (art === 'logo') return { bytes: await sampleLogo(), mime: 'image/png', alternativeText };
  throw new Error(`no sample art "${art}"`);
}

module.exports = { galleryPicture, portrait, random, sampleFile };
