// The rental's terms (spec section 9, "Quote rule"): 7 days included, $60 for each day past the
// seventh. Their own module, apart from the date arithmetic of the quote, so a page that only
// states the terms (the home page's pricing) loads no calendar code.
export const includedRentalDays = 7;
export const extraDayRateCents = 6_000;
