// A value bound for a header (Subject, a Reply-To's name) is one line of visible text: line
// breaks and every other control character become a space, so a name such as
// "Ann\r\nBcc: x@y" can never start a header of its own, and direction overrides are dropped so
// a subject cannot disguise itself. Nodemailer encodes headers too; this holds without it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const directionControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function headerText(value: string, maxLength = 200): string {
  const line = value.replace(controls, ' ').replace(directionControls, '').replace(/ {2,}/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
