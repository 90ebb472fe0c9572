/**
 * `text` without the run of `characters` at its end ("https://a.b/..." without its dots): in time in step with the
 * run, where a pattern such as /[.,]+$/ is tried from each character of the run in turn and takes its square.
 */
export function trimEnd(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}
