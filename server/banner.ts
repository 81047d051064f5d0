/**
 * A framed block of lines for the one thing a person starting the site must act on (the first admin's
 * link): printed last, so it is not scrolled away by the start-up lines. The link stays on one line of
 * its own, whole, so a terminal can open or copy it.
 */
export function framed(lines: string[], colour: boolean): string {
  const width = Math.max(...lines.map((line) => line.length));
  const paint = (text: string) => (colour ? `\u001b[33m${text}\u001b[39m` : text);
  const top = paint(`╭${"─".repeat(width + 4)}╮`);
  const bottom = paint(`╰${"─".repeat(width + 4)}╯`);
  const body = lines.map((line) => `${paint("│")}  ${line.padEnd(width)}  ${paint("│")}`);
  return [top, ...body, bottom].join("\n") + "\n";
}
