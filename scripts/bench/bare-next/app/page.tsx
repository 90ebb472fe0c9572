// About as much text as the site's longest legal page, so that the comparison is of the page's machinery, not of
// how much it says.
const paragraph =
  'Nothing on this page is loaded from anywhere else. It is one heading and a dozen paragraphs of plain text, ' +
  'rendered on the server at build time and hydrated by the same React and Next.js runtime as the site itself, ' +
  'so that whatever the site adds to the time before its first paint shows up as the difference between the two.';

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}
