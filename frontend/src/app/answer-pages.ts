// The pages a native form post ends on (decision 0051), in one chunk: a visitor reaches one of
// them only after posting without the form's script, and apart they would split modules the
// entry shares with every page into chunks of their own.
export { BookingConfirmationPage } from '../features/booking/BookingConfirmationPage.tsx';
export { MessageSentPage } from '../features/contact/MessageSentPage.tsx';
