// The TwiML answer to Twilio's incoming-message webhook: `<Response/>` to answer nothing, or one
// `<Message>` Twilio sends back to the customer. The text is escaped as XML character data.

const declaration = '<?xml version="1.0" encoding="UTF-8"?>';

function escapedXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function twimlAnswer(text: string | null): string {
  return text === null
    ? `${declaration}<Response/>`
    : `${declaration}<Response><Message>${escapedXml(text)}</Message></Response>`;
}
