// `npm run brochure`: makes the sample brochure, public/wealdhaven-house-brochure.pdf, from the home's details in
// lib/site.ts, the facts that change as the CMS publishes them (the embedded one unless STRAPI_URL is set), the About
// page's opening words (lib/content/pages.ts) and the project's own illustrations, printed to PDF by Chromium. Run it
// again after changing any of them. (It runs with the react-server condition, under which the content layer's
// server-only guard lets it in.)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { brandColours as c } from '../lib/brand-colours';
import { createContentClient } from '../lib/cms/client';
import { readCmsConfig } from '../lib/cms/config';
import { fetchFactSheet } from '../lib/cms/facts';
import { cqcCopy, foodCopy } from '../lib/content/ratings';
import { pageIntros } from '../lib/content/pages';
import { site } from '../lib/site';
import { launchOptions } from './browser';
import { withCms } from './cms';
import { rootDir as root } from './paths';

// The CMS's sample pictures, from its CommonJS module.
const { galleryPicture } = createRequire(import.meta.url)('../cms/scripts/sample-art.js') as {
  galleryPicture: (index: number) => { svg: string; alt: string };
};

const font = (file: string) =>
  `data:font/woff2;base64,${readFileSync(path.join(root, 'node_modules', file)).toString('base64')}`;

const picture = (index: number) =>
  `data:image/svg+xml;base64,${Buffer.from(galleryPicture(index).svg).toString('base64')}`;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const { address, capacity, phone, email } = site;

const facts = await withCms(async (cms) => {
  const config = readCmsConfig({ STRAPI_URL: cms.url, STRAPI_TOKEN: cms.token });
  return fetchFactSheet(createContentClient(config), config.mediaOrigin, (line) => console.warn(line));
});
const { reviews } = facts;
const ratings = { cqc: cqcCopy(facts.cqc), food: foodCopy(facts.foodHygiene) };

/** What each kind of care means, in the brochure's words; the type wants one for every kind the home offers. */
const careTypeNotes: Record<(typeof site.careTypes)[number], string> = {
  'Long-term care': 'A settled home for as long as it is needed, with the same familiar faces every day.',
  'Short breaks': 'A stay of a week or two, so a carer at home can rest, or to try living with us first.',
  Convalescence: 'Time to get strong again after a stay in hospital, with help to return home when ready.',
  'Day care': 'Company, a good lunch and activities for a day, returning home in the evening.',
};
// The web address is printed only once NEXT_PUBLIC_SITE_URL names the live site.
const isPublicUrl = !/^https?:\/\/(localhost|127\.)/.test(site.url);

const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(site.name)}: brochure</title>
<style>
  @font-face { font-family: 'Fraunces'; src: url(${font('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2')}); font-weight: 100 900; }
  @font-face { font-family: 'Atkinson'; src: url(${font('@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2')}); font-weight: 200 800; }
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Atkinson', sans-serif; color: ${c.ink}; font-size: 13pt; line-height: 1.55; }
  .page { width: 210mm; height: 297mm; page-break-after: always; position: relative; overflow: hidden; background: ${c.cream}; }
  .page:last-child { page-break-after: auto; }
  h1, h2, h3 { font-family: 'Fraunces', serif; color: ${c.forest}; font-weight: 600; line-height: 1.15; margin: 0 0 6mm; }
  h1 { font-size: 40pt; } h2 { font-size: 26pt; } h3 { font-size: 16pt; margin-bottom: 2mm; }
  p { margin: 0 0 4mm; }
  .eyebrow { text-transform: uppercase; letter-spacing: .12em; font-weight: 700; color: ${c.terracotta}; font-size: 11pt; margin-bottom: 4mm; }
  .pad { padding: 18mm 18mm; }
  .cover-art { height: 170mm; background-size: cover; background-position: center; }
  .cover-text { padding: 14mm 18mm; }
  .band { background: ${c.forest}; color: ${c.onDark}; }
  .band h2, .band h3 { color: ${c.white}; } .band .eyebrow { color: ${c.gold}; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
  .card { background: ${c.white}; border-radius: 4mm; padding: 7mm; box-shadow: 0 1mm 3mm rgba(30,42,36,.08); }
  .photo { border-radius: 4mm; width: 100%; height: 58mm; object-fit: cover; display: block; }
  .facts { display: flex; gap: 6mm; margin-top: 8mm; }
  .fact { flex: 1; border-top: 1mm solid ${c.gold}; padding-top: 3mm; }
  .fact strong { display: block; font-family: 'Fraunces', serif; font-size: 22pt; color: ${c.forest}; }
  .footer { position: absolute; bottom: 10mm; left: 18mm; right: 18mm; font-size: 10pt; color: ${c.sage700}; display: flex; justify-content: space-between; }
  .contact { font-size: 15pt; } .contact strong { color: ${c.gold}; }
  .contact a { color: inherit; text-decoration: none; }
  .sample { font-size: 9.5pt; color: ${c.sage700}; }
</style></head><body>

<section class="page">
  <div class="cover-art" style="background-image:url(${picture(0)})"></div>
  <div class="cover-text">
    <p class="eyebrow">Residential care in ${escape(address.county)}</p>
    <h1>${escape(site.name)}</h1>
    <p style="font-size:17pt">${escape(site.strapline)}.</p>
    <p class="sample">A sample brochure: the home, its people and its pictures are fictional.</p>
  </div>
</section>

<section class="page"><div class="pad">
  <p class="eyebrow">Welcome</p>
  <h2>${escape(pageIntros.about.title)}</h2>
  <p>${escape(site.summary)}</p>
  <p>${escape(pageIntros.about.lead)} Every resident has a care plan written with them and the people who love them, and reviewed as their needs change.</p>
  <div class="facts">
    <div class="fact"><strong>${capacity.residents}</strong>residents at most</div>
    <div class="fact"><strong>${capacity.gardenAcres} acres</strong>of gardens</div>
    <div class="fact"><strong>${reviews.score}/10</strong>from ${reviews.count} reviews</div>
  </div>
  <p style="margin-top:6mm">Rated <strong>${escape(facts.cqc.overall)}</strong> by the Care Quality Commission (report published ${escape(ratings.cqc.published)}) and <strong>${facts.foodHygiene.rating} (${escape(ratings.food.words.toLowerCase())})</strong> for food hygiene.</p>
  <h3 style="margin-top:8mm">The care we offer</h3>
  <div class="grid" style="margin-top:4mm">
    ${site.careTypes
      .map((type) => `<div class="card"><h3>${escape(type)}</h3><p>${escape(careTypeNotes[type])}</p></div>`)
      .join('')}
  </div>
  <div class="footer"><span>${escape(site.name)}</span><span>2</span></div>
</div></section>

<section class="page"><div class="pad">
  <p class="eyebrow">Everyday life</p>
  <h2>Days with something to look forward to</h2>
  <div class="grid">
    <img class="photo" src="${picture(1)}" alt="">
    <img class="photo" src="${picture(2)}" alt="">
  </div>
  <div class="grid" style="margin-top:8mm">
    <div><h3>Food worth sitting down for</h3><p>Our cooks make everything fresh each day, with vegetables from our own beds in season. Tea and cake at four is a fixture.</p></div>
    <div><h3>Gardens to enjoy</h3><p>Level paths, raised beds and benches in the sun. Residents who like to garden are welcome to help.</p></div>
    <div><h3>Your own room</h3><p>Bring the furniture, pictures and keepsakes that make a room yours. Every room looks out on the garden or the fields.</p></div>
    <div><h3>Company and quiet</h3><p>Music afternoons, quizzes, visits from the village school and trips out, and always a quiet corner when you want one.</p></div>
  </div>
  <img class="photo" style="margin-top:6mm;height:50mm" src="${picture(3)}" alt="">
  <div class="footer"><span>${escape(site.name)}</span><span>3</span></div>
</div></section>

<section class="page band"><div class="pad">
  <p class="eyebrow">Come and see us</p>
  <h2>The best way to know is to visit</h2>
  <p style="font-size:15pt">Have a cup of tea with us, meet the team and look around at your own pace. There is no need to book far ahead: call, e-mail, or choose a time online.</p>
  <div style="margin-top:14mm" class="contact">
    <p><strong>Telephone</strong><br><a href="${escape(phone.href)}">${escape(phone.display)}</a></p>
    <p><strong>E-mail</strong><br><a href="${escape(email.href)}">${escape(email.display)}</a></p>
    <p><strong>Address</strong><br>${[site.name, address.street, address.locality, `${address.town}, ${address.county}`, address.postcode].map(escape).join('<br>')}</p>
    ${isPublicUrl ? `<p><strong>Online</strong><br><a href="${escape(site.url)}">${escape(site.url.replace(/^https?:\/\//, ''))}</a></p>` : ''}
  </div>
  <img class="photo" style="margin-top:10mm;height:62mm" src="${picture(4)}" alt="">
</div></section>
</body></html>`;

async function main() {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
    });
    const target = path.join(root, 'public', site.brochure.href.replace(/^\//, ''));
    writeFileSync(target, pdf);
    console.log(`brochure: wrote ${path.relative(root, target)} (${Math.round(pdf.length / 1024)} KB)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`brochure: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
