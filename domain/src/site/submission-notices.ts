// What a visitor reads after sending a form (spec section 8): the toasts of the browser's sends,
// and the same words on the pages the server answers a native post with (decision 0051).

export interface Notice {
  readonly title: string;
  readonly description: string;
}

export const submissionNotices = {
  booking: {
    success: {
      title: 'Booking Successful',
      // The spec's "has been scheduled" reads "received": a new booking is pending until staff
      // confirm it (decision 0126); the title and the e-mail sentence are the spec's.
      description:
        'Your dumpster rental request has been received. Check your email for confirmation details.',
    },
    failure: {
      title: 'Booking Failed',
      description: 'There was a problem submitting your booking. Please try again.',
    },
  },
  contact: {
    success: {
      title: 'Message sent!',
      description: 'Thank you for your message. We will get back to you shortly.',
    },
    failure: {
      title: 'Something went wrong',
      description: "Your message couldn't be sent. Please try again.",
    },
  },
} as const satisfies Record<string, { success: Notice; failure: Notice }>;

/** Why the server rendered a natively posted form again, above its fields. */
export const formPostNotices = {
  invalid: {
    title: 'Please check the form',
    description: 'Please correct the highlighted fields and try again.',
  },
  keyReused: {
    title: 'This form was already sent',
    description: 'It was sent before with other details. Check your details and send it again.',
  },
  rateLimited: {
    title: 'Too many requests',
    description: 'Too many requests from this address. Please wait a minute and try again.',
  },
} as const satisfies Record<string, Notice>;
