/** 'Garage or attic cleanout, single-room remodel': a catalogue list read as one phrase. */
export function projectPhrase(items: readonly string[]): string {
  return items
    .map((item, index) => (index === 0 ? item : item.charAt(0).toLowerCase() + item.slice(1)))
    .join(', ');
}
