// A phone number is personal data: logs and stored error lines show only its last four digits,
// enough for staff to match a line to a customer they are looking at, not enough to text or
// call anyone (the e-mail transport logs no address at all; docs/decisions/0153).

/** '+19045550142' -> '+*******0142'. Four digits or fewer are all masked. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const kept = digits.length > 4 ? digits.slice(-4) : '';
  return `${phone.startsWith('+') ? '+' : ''}${'*'.repeat(digits.length - kept.length)}${kept}`;
}

/** Every run of 7 or more digits in a text (a provider's error message quoting the number) masked. */
export function maskPhoneNumbers(text: string): string {
  return text.replace(/\+?\d{7,}/g, (number) => maskedPhone(number));
}
