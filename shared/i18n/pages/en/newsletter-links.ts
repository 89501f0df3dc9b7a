// The newsletter's link pages (confirm, unsubscribe) in English: a chunk of
// their own, downloaded only by those pages; the server records the consent
// wording from the same module. fr/newsletter-links.ts has the same keys.
const newsletterLinks = {
  confirm: {
    title: 'Your newsletter subscription',
    description: 'Confirm that you want to receive the Chariot AI Labs newsletter at your email address.',
    heading: 'Confirm your subscription',
    /** Shown above the button, and stored word for word as the consent record's wording. */
    consent:
      'I want to receive the Chariot AI Labs newsletter by email, about once a month. I can unsubscribe at any time with the link in every issue, and my address is deleted when I do.',
    button: 'Confirm',
    welcomeHeading: 'You are subscribed',
    welcome: 'Thank you: your subscription is confirmed. The next issue of our newsletter will reach your inbox.',
    leave: 'Changed your mind? You can unsubscribe at any time:',
    leaveLink: 'unsubscribe from the newsletter',
    alreadyHeading: 'Your subscription is already confirmed',
    already: 'This address already receives our newsletter: there is nothing more to do.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    description: 'Stop receiving the Chariot AI Labs newsletter and delete your email address from our list.',
    heading: 'Unsubscribe from the newsletter',
    lead: 'Press the button to stop receiving our newsletter. Your address is deleted from our list at once.',
    button: 'Unsubscribe',
    doneHeading: 'You are unsubscribed',
    done: 'Your address has been deleted from our newsletter list. You will receive no more issues.',
    alreadyHeading: 'This address is already unsubscribed',
    already:
      'It was deleted from our newsletter list, and no more issues will reach it. To receive our newsletter again, sign up with the form at the bottom of this page.',
  },
  /** A confirmation link more than 7 days old, not used in time. */
  expired: {
    heading: 'This link has expired',
    body: 'A confirmation link lasts 7 days, and this one is older. Sign up again with the form at the bottom of this page: a new link will reach your inbox.',
  },
  /** A link that names nothing we hold: cut short, altered, or its address erased from the list. */
  invalid: {
    heading: 'This link is not valid',
    body: 'It may have been cut short when it was copied, or its address was removed from our list. You can sign up again with the form at the bottom of this page, or go back to the home page.',
    signUpAgain: 'Sign up again',
    home: 'Back to the home page',
  },
  /** A confirm or unsubscribe post the site could not store now (disk full, lock held). */
  unavailable: 'We could not save your choice right now. Please try again in a few minutes.',
  /** A browser post from another site's page (the kit's cross-site rule). */
  crossSite: 'This button only works on our own website.',
};

export default newsletterLinks;
