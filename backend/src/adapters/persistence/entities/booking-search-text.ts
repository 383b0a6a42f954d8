// What the back office's free text searches in a booking: name, e-mail, reference, phone as typed
// and its digits alone, lower-cased. The same expression as the trigram index of migration 0006
// (bookings_search_trgm_index), so a search written with it is read through that index; the
// migration keeps its own frozen copy, and a test checks the search is planned on the index.
export const bookingSearchTextSql = `lower("name" || ' ' || "email" || ' ' || "reference" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g'))`;
